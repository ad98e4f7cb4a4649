/*
 * Typo-forgiving search for the Dominion rules knowledge base.
 *
 * Material's search (lunr) finds nothing for a misspelt name such as "governer".
 * When a word of the query is not a word of the site, this script finds the card
 * or rule name closest to the query (Damerau-Levenshtein distance, a typo or two
 * allowed) and puts it first in the results as the "best match". The list of
 * names and the site's words come from javascripts/names.js, written at build
 * time. The best match is a link like any other result: the arrow keys reach it,
 * Enter opens it, and a polite live region announces it to screen readers.
 * Nothing is fetched, so it works from a folder as well as from a server.
 */
(function () {
  "use strict";

  var script = document.currentScript;
  var data = window.DKB_NAMES;
  if (!script || !data) return;
  var root = new URL("../", script.src); /* this file lives in javascripts/ */
  var words = data.words;

  function norm(text) {
    return text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
  }

  /* Optimal string alignment distance: edits, with a swap of neighbours as one. */
  function distance(a, b) {
    var m = a.length, n = b.length, d = [], i, j;
    for (i = 0; i <= m; i++) { d.push([i]); }
    for (j = 1; j <= n; j++) { d[0][j] = j; }
    for (i = 1; i <= m; i++) {
      for (j = 1; j <= n; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[m][n];
  }

  /* How many typos a word of this length may hold. */
  function tolerance(length) {
    return length < 4 ? 0 : length < 6 ? 1 : 2;
  }

  /* A term is known when a word of the site starts with it (lunr matches prefixes). */
  function known(term) {
    var lo = 0, hi = words.length;
    while (lo < hi) {
      var mid = (lo + hi) >> 1;
      if (words[mid] < term) lo = mid + 1; else hi = mid;
    }
    return lo < words.length && words[lo].indexOf(term) === 0;
  }

  var candidates = [];
  data.entries.forEach(function (entry) {
    [entry.name].concat(entry.aliases).forEach(function (label) {
      var n = norm(label);
      if (n) candidates.push({ entry: entry, label: label, tokens: n.split(" "), flat: n.replace(/ /g, "") });
    });
  });

  /* How far the query is from a name (lower is closer), or Infinity. */
  function score(terms, flatQuery, cand) {
    var best = Infinity;
    var whole = distance(flatQuery, cand.flat);
    if (whole <= tolerance(cand.flat.length)) best = whole;
    var used = [], sum = 0;
    for (var t = 0; t < terms.length; t++) {
      var pick = -1, low = Infinity;
      for (var k = 0; k < cand.tokens.length; k++) {
        if (used.indexOf(k) >= 0) continue;
        var d = distance(terms[t], cand.tokens[k]);
        if (d < low) { low = d; pick = k; }
      }
      if (pick < 0 || low > tolerance(terms[t].length)) return best;
      used.push(pick);
      sum += low;
    }
    return Math.min(best, sum + 0.5 * (cand.tokens.length - terms.length));
  }

  /* The best match for what was typed, or null when none is needed or close. */
  function suggest(value) {
    var query = norm(value);
    if (query.length < 3) return null;
    var terms = query.split(" ");
    if (terms.every(known)) return null;
    var flatQuery = query.replace(/ /g, "");
    var found = null, low = Infinity;
    candidates.forEach(function (cand) {
      var s = score(terms, flatQuery, cand);
      var better = s < low || (s === low && found && (
        (cand.entry.kind === "card" && found.entry.kind !== "card") ||
        (cand.entry.kind === found.entry.kind && cand.label.length < found.label.length)));
      if (s !== Infinity && better) { low = s; found = cand; }
    });
    return found && { typed: value.trim(), cand: found };
  }

  function start() {
    var input = document.querySelector("[data-md-component=search-query]");
    var result = document.querySelector("[data-md-component=search-result]");
    var inner = document.querySelector(".md-search__inner");
    if (!input || !result || !inner) return;
    var meta = result.querySelector(".md-search-result__meta");
    var list = result.querySelector(".md-search-result__list");
    if (!meta || !list) return;

    var status = document.createElement("div");
    status.className = "dkb-sr-only";
    status.setAttribute("role", "status");
    status.setAttribute("aria-live", "polite");
    status.setAttribute("aria-atomic", "true");
    inner.appendChild(status);

    var current = null;

    function item(s) {
      var entry = s.cand.entry;
      var li = document.createElement("li");
      li.className = "md-search-result__item dkb-best-match";
      li.setAttribute("data-dkb-query", s.typed);
      var a = document.createElement("a");
      a.className = "md-search-result__link";
      a.href = new URL(entry.url, root).href;
      a.tabIndex = -1;
      var article = document.createElement("article");
      article.className = "md-search-result__article md-typeset";
      article.setAttribute("data-md-score", "1000000");
      var h = document.createElement("h1");
      h.textContent = entry.name;
      var p = document.createElement("p");
      p.className = "dkb-best-match__label";
      p.textContent = "Best match for \u201c" + s.typed + "\u201d (" + entry.kind + " page)";
      article.appendChild(h);
      article.appendChild(p);
      a.appendChild(article);
      li.appendChild(a);
      return li;
    }

    function render() {
      var mine = list.querySelector(":scope > .dkb-best-match");
      if (!current) {
        if (mine) mine.remove();
        return;
      }
      var fresh = mine && mine.getAttribute("data-dkb-query") === current.typed;
      if (!(fresh && list.firstElementChild === mine)) {
        if (mine) mine.remove();
        list.insertBefore(item(current), list.firstChild);
      }
      if (list.children.length === 1) {
        var text = "No exact match. Best match for \u201c" + current.typed + "\u201d: " +
          current.cand.entry.name + ".";
        if (meta.textContent !== text) meta.textContent = text;
      }
    }

    function update() {
      var next = suggest(input.value);
      var before = current ? current.typed + "\u0000" + current.cand.entry.url : "";
      var after = next ? next.typed + "\u0000" + next.cand.entry.url : "";
      current = next;
      if (before !== after) {
        status.textContent = next
          ? "Best match: " + next.cand.entry.name + ", " + next.cand.entry.kind +
            " page, first in the results."
          : "";
      }
      render();
    }

    input.addEventListener("input", update);
    input.addEventListener("keyup", update);
    input.addEventListener("focus", update);
    new MutationObserver(render).observe(list, { childList: true });
    new MutationObserver(render).observe(meta, { childList: true, characterData: true, subtree: true });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
