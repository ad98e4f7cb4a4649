/*
 * The filter form of the card and set lists: the same filters as `dkb search --type
 * --cost --set --edition`, over the same facts.
 *
 * A line-by-line port of kb/search/filters.py (parse_cost, parse_edition, Filters.read,
 * keeps, matching); keep the two in step (tests/browser/test_filters.py compares them).
 * The facts (javascripts/card-facts.js, written at build time by the code that
 * `dkb search` caches them with) are loaded with a <script> tag, so the form works
 * from a folder as well as from a server. The form is hidden until this script runs;
 * each change of a field shows only the table rows of the cards that pass, and a
 * polite live region says how many are shown, or what is wrong with a field.
 */
(function () {
  "use strict";

  var script = document.currentScript;
  if (!script) return;
  var root = new URL("../", script.src); /* this file lives in javascripts/ */
  var FACTS_URL = new URL("javascripts/card-facts.js", root).href;

  /* ---- the filters: a port of kb/search/filters.py ---------------------------------- */

  var COST_HELP = "write 4, <=4, >=4, 4-5, 3P (3 coins and a Potion), 8D (8 Debt) or 4+3D, " +
    'or words such as "up to 4"';

  var WORDS = [
    [/\b(up to|at most|no more than)\b/g, "<="],
    [/\b(at least|no less than)\b/g, ">="],
    [/\b(less than|under|below)\b/g, "<"],
    [/\b(more than|over|above)\b/g, ">"],
    [/\s*\bor (less|fewer)$/g, "<=@"],
    [/\s*\bor more$/g, ">=@"],
    [/\bfrom\b/g, ""],
    [/\bto\b/g, "-"],
  ];
  var TRAILING = /^(.*?)(<=|>=)@$/;
  var SPLIT = /^(<=|>=|<|>|=)?\s*([^-]+?)\s*(?:-\s*([^-]+))?$/;
  var PARTS = /^(\d*)(p?)(?:(\d+)d)?$/;

  function FilterError(message) { this.message = message; }

  function q(text) { return '"' + text + '"'; }

  function amount(text, whole) {
    var t = text.replace(/\band\b/g, " ");
    t = t.replace(/\ban?\s+(?=potion)/g, "");
    t = t.replace(/potions?/g, "p");
    t = t.replace(/coins?/g, "");
    t = t.replace(/debt/g, "d");
    t = t.replace(/[\s+$]/g, "");
    var m = PARTS.exec(t);
    if (!t || m === null) throw new FilterError(q(whole) + " is not a cost; " + COST_HELP);
    return [parseInt(m[1] || "0", 10), m[2] ? 1 : 0, parseInt(m[3] || "0", 10)];
  }

  function atMost(a, b) { return a[0] <= b[0] && a[1] <= b[1] && a[2] <= b[2]; }
  function same(a, b) { return a[0] === b[0] && a[1] === b[1] && a[2] === b[2]; }

  function CostFilter(op, low, high) { this.op = op; this.low = low; this.high = high; }
  CostFilter.prototype.keeps = function (c) {
    if (this.op === "=") return same(c, this.low);
    if (this.op === "<=") return atMost(c, this.high);
    if (this.op === "<") return atMost(c, this.high) && !same(c, this.high);
    if (this.op === ">=") return atMost(this.low, c);
    if (this.op === ">") return atMost(this.low, c) && !same(c, this.low);
    return atMost(this.low, c) && atMost(c, this.high);
  };

  function parseCost(text) {
    var whole = text;
    text = text.toLowerCase().split(/\s+/).filter(Boolean).join(" ");
    for (var i = 0; i < WORDS.length; i++) text = text.replace(WORDS[i][0], WORDS[i][1]);
    text = text.trim();
    var trailing = TRAILING.exec(text);
    if (trailing) text = trailing[2] + trailing[1];
    var m = SPLIT.exec(text);
    if (m === null) throw new FilterError(q(whole) + " is not a cost; " + COST_HELP);
    var op = m[1] || "=", first = m[2], second = m[3];
    if (second !== undefined) {
      if (op !== "=") throw new FilterError(q(whole) + " is not a cost; " + COST_HELP);
      var low = amount(first, whole), high = amount(second, whole);
      if (!atMost(low, high)) {
        throw new FilterError(q(whole) + ": the range's first cost must not be above its last");
      }
      return new CostFilter("-", low, high);
    }
    var a = amount(first, whole);
    return new CostFilter(op, a, a);
  }

  var EDITIONS = { "1": "1st edition", first: "1st edition", "2": "2nd edition",
    second: "2nd edition" };

  function parseEdition(text) {
    var key = text.toLowerCase().replace(/edition/g, "").trim().replace(/^(\d)(st|nd)$/, "$1");
    if (!Object.prototype.hasOwnProperty.call(EDITIONS, key)) {
      throw new FilterError("--edition " + q(text) + " is not an edition; write 1 or 2 (1st or 2nd)");
    }
    return EDITIONS[key];
  }

  function allTypes(facts) {
    var seen = {};
    facts.cards.forEach(function (c) { c[3].forEach(function (t) { seen[t] = true; }); });
    return Object.keys(seen).sort();
  }

  /* Filters.read: types (a list of comma-separated groups), cost, set, edition; null
     for a filter not given. */
  function read(facts, types, cost, expansion, edition) {
    var known = {};
    allTypes(facts).forEach(function (t) { known[t.toLowerCase()] = t; });
    var wanted = [];
    types.forEach(function (group) {
      group.split(",").forEach(function (given) {
        given = given.trim();
        if (!given) return;
        if (!Object.prototype.hasOwnProperty.call(known, given.toLowerCase())) {
          throw new FilterError("--type " + q(given) + " is not a card type");
        }
        var type = known[given.toLowerCase()];
        if (wanted.indexOf(type) < 0) wanted.push(type);
      });
    });
    var theSet = null;
    if (expansion !== null) {
      var sets = {};
      facts.sets.forEach(function (s) { sets[s.toLowerCase()] = s; });
      facts.sets.forEach(function (s) { sets[s.toLowerCase().replace(/ /g, "-")] = s; });
      var key = expansion.toLowerCase().split(/\s+/).filter(Boolean).join(" ");
      theSet = Object.prototype.hasOwnProperty.call(sets, key) ? sets[key] : null;
      if (theSet === null) throw new FilterError("--set " + q(expansion) + " is not a set");
    }
    return {
      types: wanted,
      cost: cost === null ? null : parseCost(cost),
      expansion: theSet,
      edition: edition === null ? null : parseEdition(edition),
    };
  }

  /* Where a card with no cost sorts: after every card that has one. */
  var NO_COST = [1000000, 0, 0];

  function keeps(filters, card) {
    for (var i = 0; i < filters.types.length; i++) {
      if (card[3].indexOf(filters.types[i]) < 0) return false;
    }
    if (filters.cost !== null && (card[4] === null || !filters.cost.keeps(card[4]))) return false;
    if (filters.expansion !== null && card[2] !== filters.expansion) return false;
    return filters.edition === null || card[5].indexOf(filters.edition) >= 0;
  }

  function compare(a, b) {
    for (var i = 0; i < a.length; i++) {
      if (a[i] < b[i]) return -1;
      if (a[i] > b[i]) return 1;
    }
    return 0;
  }

  /* The cards kept, by set (in order of publication), then cost, then name. */
  function matching(filters, facts) {
    var order = {};
    facts.sets.forEach(function (s, i) { order[s] = i; });
    function key(c) {
      var at = Object.prototype.hasOwnProperty.call(order, c[2]) ? order[c[2]] : facts.sets.length;
      var cost = c[4] || NO_COST;
      return [at, cost[0], cost[1], cost[2], c[1].toLowerCase(), c[0]];
    }
    var kept = facts.cards.filter(function (c) { return keeps(filters, c); });
    return kept.sort(function (a, b) { return compare(key(a), key(b)); });
  }

  window.DKB_FILTERS = {
    parseCost: parseCost,
    parseEdition: parseEdition,
    read: read,
    matching: matching,
    FilterError: FilterError,
  };

  /* ---- the form ------------------------------------------------------------------- */

  function rowsOf(form) {
    var table = null;
    for (var node = form.nextElementSibling; node && !table; node = node.nextElementSibling) {
      table = node.tagName === "TABLE" ? node : node.querySelector("table");
    }
    if (!table) return [];
    return Array.prototype.slice.call(table.querySelectorAll("tbody tr")).map(function (tr) {
      var link = tr.querySelector("a[href]");
      var id = link ? link.getAttribute("href").split("/").pop().replace(/\.html(#.*)?$/, "") : "";
      return { tr: tr, id: id };
    });
  }

  function setUp(form, facts) {
    var rows = rowsOf(form);
    var status = form.querySelector(".dkb-filter-status");
    var fields = Array.prototype.slice.call(form.querySelectorAll("input, select"));
    function value(name) {
      var field = form.elements[name];
      return field && field.value.trim() ? field.value.trim() : null;
    }
    function update() {
      fields.forEach(function (f) { f.removeAttribute("aria-invalid"); });
      var type = value("type");
      var filters;
      try {
        filters = read(facts, type === null ? [] : [type], value("cost"),
          form.dataset.set || value("set"), value("edition"));
      } catch (err) {
        if (!(err instanceof FilterError)) throw err;
        var name = /^--type/.test(err.message) ? "type" : /^--edition/.test(err.message)
          ? "edition" : /^--set/.test(err.message) ? "set" : "cost";
        if (form.elements[name]) form.elements[name].setAttribute("aria-invalid", "true");
        status.textContent = err.message.replace(/^--\w+ /, "") + ".";
        return;
      }
      var kept = {};
      matching(filters, facts).forEach(function (c) { kept[c[0]] = true; });
      var shown = 0;
      rows.forEach(function (row) {
        var on = Object.prototype.hasOwnProperty.call(kept, row.id);
        row.tr.hidden = !on;
        if (on) shown++;
      });
      status.textContent = shown === rows.length
        ? "All " + rows.length + " cards shown."
        : shown + " of " + rows.length + " cards shown.";
    }
    form.addEventListener("input", update);
    form.addEventListener("change", update);
    form.addEventListener("submit", function (e) { e.preventDefault(); update(); });
    form.hidden = false;
    update();
  }

  function start() {
    var forms = document.querySelectorAll("form.dkb-filter");
    if (!forms.length) return;
    function ready() {
      var facts = window.DKB_CARD_FACTS;
      if (!facts) return;
      Array.prototype.forEach.call(forms, function (form) { setUp(form, facts); });
    }
    if (window.DKB_CARD_FACTS) { ready(); return; }
    var tag = document.createElement("script");
    tag.src = FACTS_URL;
    tag.onload = ready;
    document.head.appendChild(tag);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
