/*
 * The header's menu and search buttons from the keyboard. Material draws them as
 * labels of hidden checkboxes (#__drawer, #__search), which Tab passes by; here each
 * becomes a Tab stop with the button role, Enter or Space toggles it, and it says
 * whether it is open. The closed menu takes no Tab stop (stylesheets/keyboard.css);
 * opened from the keyboard, the focus moves into it, and Escape closes it and returns
 * to its button. Where the theme hides a button (the menu on a wide screen), it is
 * no Tab stop either.
 */
(function () {
  "use strict";

  function button(label, name, opened) {
    var toggle = document.getElementById(label.htmlFor);
    if (!toggle) return null;
    label.setAttribute("role", "button");
    label.setAttribute("aria-label", name);
    label.tabIndex = 0;
    function state() {
      label.setAttribute("aria-expanded", toggle.checked ? "true" : "false");
    }
    state();
    toggle.addEventListener("change", state);
    label.addEventListener("keydown", function (e) {
      if (e.key !== "Enter" && e.key !== " ") return;
      e.preventDefault();
      e.stopPropagation(); /* Material's own Enter on a label would toggle it back */
      toggle.checked = !toggle.checked;
      toggle.dispatchEvent(new Event("change"));
      if (toggle.checked && opened) opened();
    });
    return toggle;
  }

  function start() {
    var menuButton = document.querySelector(".md-header label.md-header__button[for=__drawer]");
    var drawer = document.querySelector(".md-sidebar--primary");
    if (menuButton && drawer) {
      var toggle = button(menuButton, "Menu", function () {
        setTimeout(focusFirst, 300); /* once the menu has slid in */
      });
      function focusFirst() {
        /* the first link on top: the open section's own list slides over the others */
        var links = drawer.querySelectorAll(".md-nav__list .md-nav__link[href]");
        for (var i = 0; i < links.length; i++) {
          var r = links[i].getBoundingClientRect();
          var hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          if (r.width && r.height && hit && links[i].contains(hit)) { links[i].focus(); return; }
        }
        if (links.length) links[0].focus();
      }
      drawer.addEventListener("keydown", function (e) {
        if (e.key !== "Escape" || !toggle || !toggle.checked) return;
        e.preventDefault();
        toggle.checked = false;
        toggle.dispatchEvent(new Event("change"));
        menuButton.focus();
      });
    }
    /* a code block wider than the screen scrolls from the keyboard: a named Tab stop */
    document.querySelectorAll(".md-content pre > code").forEach(function (code) {
      if (code.scrollWidth > code.clientWidth + 1 && code.tabIndex < 0) {
        code.tabIndex = 0;
        code.setAttribute("role", "region");
        code.setAttribute("aria-label", "Code, scrolls sideways");
      }
    });
    var searchButton = document.querySelector(".md-header label.md-header__button[for=__search]");
    if (searchButton) button(searchButton, "Search", null); /* search.js focuses the box */
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
