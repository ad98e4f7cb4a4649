/* The API reference from the keyboard: a code block too wide for the screen becomes
   a Tab stop (so the arrow keys scroll it), named for screen readers. */
(function () {
  "use strict";
  function mark() {
    document.querySelectorAll("pre").forEach(function (pre) {
      var wide = pre.scrollWidth > pre.clientWidth + 1;
      if (wide) {
        pre.tabIndex = 0;
        pre.setAttribute("role", "region");
        pre.setAttribute("aria-label", "Code, scrolls sideways");
      } else if (pre.getAttribute("role") === "region") {
        pre.removeAttribute("tabindex");
        pre.removeAttribute("role");
        pre.removeAttribute("aria-label");
      }
    });
  }
  var timer = 0;
  window.addEventListener("resize", function () {
    clearTimeout(timer);
    timer = setTimeout(mark, 150);
  });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mark);
  else mark();
})();
