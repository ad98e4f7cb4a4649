/*
 * The "Your kingdom" page: the same answer as `dkb kingdom`, from the same table.
 *
 * This is a line-by-line port of kb/search/card_names.py (score, match) and of
 * kb/kingdom.py (answer), and of the wording of kb/cli/kingdom.py (item_title,
 * chance_text); keep them in step. The table (javascripts/kingdom-data.js, written by
 * the site build from the one `dkb kingdom` reads) is loaded with a <script> tag, so
 * the page works from a folder as well as from a server. The address's hash holds
 * the kingdom (#cards=Witch,Moat&players=3), so a kingdom can be shared.
 */
(function () {
  "use strict";

  var FORMAT = 1;

  /* ---- names: a port of kb/search/card_names.py (tokens as in search.js) ------ */

  function normalise(text) {
    text = text.replace(/['\u2019](s(?![\p{L}\p{N}_]))?/gu, "").normalize("NFKD");
    var out = "";
    for (var ch of text) {
      if (/\p{M}/u.test(ch)) continue;
      out += /\p{C}/u.test(ch) ? " " : ch;
    }
    return out.toLowerCase();
  }

  function tokens(text) {
    return normalise(text).match(/[\p{L}\p{N}]+/gu) || [];
  }

  /* The length of the longest common subsequence of two strings. */
  function lcs(a, b) {
    if (a.length < b.length) { var t = a; a = b; b = t; }
    var prev = new Array(b.length + 1).fill(0), cur = new Array(b.length + 1).fill(0);
    for (var i = 1; i <= a.length; i++) {
      var ai = a.charCodeAt(i - 1);
      for (var j = 1; j <= b.length; j++) {
        cur[j] = ai === b.charCodeAt(j - 1) ? prev[j - 1] + 1
          : (prev[j] > cur[j - 1] ? prev[j] : cur[j - 1]);
      }
      var s = prev; prev = cur; cur = s;
    }
    return prev[b.length];
  }

  var PARTIAL = 0.85;

  function score(query, text) {
    var m = query.length, n = text.length;
    var value = 200 * lcs(query, text) / (m + n);
    if (4 <= m && m < n) {
      var best = 0;
      for (var i = 0; i < n - m + 1; i++) best = Math.max(best, lcs(query, text.slice(i, i + m)));
      value = Math.max(value, PARTIAL * (100 * best / m));
    }
    return value;
  }

  function ranked(data, query) {
    var best = new Map();
    data.names.forEach(function (row) {
      var s = score(query, row[0]);
      if (s > (best.has(row[1]) ? best.get(row[1]) : -1.0)) best.set(row[1], s);
    });
    var out = Array.from(best.entries());
    out.sort(function (x, y) { return y[1] - x[1] || x[0] - y[0]; });
    return out;
  }

  /* [card index or null, nearest card indexes] */
  function match(data, typed) {
    var query = tokens(typed).join(" ");
    if (!query) return [null, []];
    for (var k = 0; k < data.names.length; k++) {
      if (data.names[k][0] === query) return [data.names[k][1], []];
    }
    var order = ranked(data, query);
    if (!order.length) return [null, []];
    var top = order[0][1];
    var second = order.length > 1 ? order[1][1] : 0.0;
    var m = data.matching;
    if (top >= m.accept && top - second >= m.margin) return [order[0][0], []];
    return [null, order.slice(0, 5).filter(function (r) {
      return r[1] >= Math.max(m.nearest, top - 25);
    }).map(function (r) { return r[0]; })];
  }

  /* ---- the answer: a port of kb/kingdom.py ------------------------------------ */

  function KingdomError(message) { this.message = message; }

  function check(data, picks, players) {
    var cards = data.cards;
    if (!picks.length) throw new KingdomError("name at least one card");
    if (data.players.indexOf(players) < 0) {
      throw new KingdomError("--players must be from " + data.players[0] + " to " +
        data.players[data.players.length - 1]);
    }
    var seen = new Set();
    picks.forEach(function (p) {
      if (seen.has(p)) throw new KingdomError(cards[p].name + " is named twice");
      seen.add(p);
    });
    picks.forEach(function (p) {
      var c = cards[p];
      if (c.role === "other") {
        var why = "it is not a Kingdom card or a landscape chosen for a kingdom";
        if (c.comes_with.length) {
          why += "; it comes with " + c.comes_with.slice(0, 5).join(", ");
        } else if (c.option !== null) {
          why += "; the set-up adds it when the kingdom has " + c.set + " cards";
        }
        throw new KingdomError(c.name + " cannot be named: " + why);
      }
    });
    var piles = new Set();
    picks.forEach(function (p) { if (cards[p].role === "kingdom") piles.add(cards[p].pile); });
    if (piles.size > data.max_kingdom) {
      throw new KingdomError(piles.size + " Kingdom piles named; a kingdom has at most " +
        data.max_kingdom);
    }
    var chosen = picks.filter(function (p) { return cards[p].role === "landscape"; })
      .map(function (p) { return cards[p].name; });
    if (chosen.length > data.max_landscapes) {
      throw new KingdomError(chosen.length + " landscapes named (" + chosen.join(", ") +
        "); the rules suggest at most " + data.max_landscapes +
        " Events, Landmarks, Projects, Ways and Traits in all");
    }
    ["Ally", "Prophecy"].forEach(function (kind) {
      var dealt = picks.filter(function (p) { return cards[p].role === kind; })
        .map(function (p) { return cards[p].name; });
      if (dealt.length > 1) {
        throw new KingdomError(dealt.join(", ") + " named; a game has only one " + kind);
      }
    });
  }

  function record(row) {
    return { kind: row[0], id: row[1], title: row[2], url: row[3], examples: row[5] };
  }

  function answer(data, picks, players) {
    check(data, picks, players);
    var cards = data.cards;
    var at = data.players.indexOf(players);
    var named = picks.map(function (p) { return cards[p].name; });
    var kingdom = picks.filter(function (p) { return cards[p].role === "kingdom"; })
      .map(function (p) { return cards[p]; });
    var piles = kingdom.map(function (c) { return c.pile; });
    var items = new Map();

    function add(need, by) {
      var item = items.get(need.key);
      if (item === undefined) {
        item = {
          kind: need.kind, name: need.name, text: need.text, piles: [],
          count: need.counts.length ? need.counts[at] : null,
          cards: [], choices: [], chance: null, set: null, from: [],
        };
        items.set(need.key, item);
      }
      need.piles.forEach(function (pc) {
        if (item.piles.every(function (p) { return p.pile !== pc[0]; })) {
          item.piles.push({ pile: pc[0], count: pc[1][at] });
        }
      });
      by.forEach(function (name) { if (item.cards.indexOf(name) < 0) item.cards.push(name); });
      item.from.push(need.from);
      if (need.costs.length) {
        item.choices = cards.filter(function (c) {
          return need.costs.indexOf(c.coins) >= 0 && piles.indexOf(c.pile) < 0;
        }).map(function (c) { return c.name; });
      } else if (need.of_type.length) {
        var chosen = need.of_type.filter(function (n) { return named.indexOf(n) >= 0; });
        item.choices = chosen.length ? chosen : need.of_type.slice();
      }
      return item;
    }

    picks.forEach(function (p) {
      cards[p].needs.forEach(function (n) { add(data.needs[n], [cards[p].name]); });
    });
    function pilesOf(item) { return item.piles.map(function (p) { return p.pile; }); }
    var done = [];
    var queue = [];
    items.forEach(function (item) { queue = queue.concat(pilesOf(item)); });
    while (queue.length) { /* the needs of the cards in the piles the set-up brings */
      var pile = queue.shift();
      if (done.indexOf(pile) >= 0) continue;
      done.push(pile);
      var by = null;
      items.forEach(function (i) { if (by === null && pilesOf(i).indexOf(pile) >= 0) by = i.cards; });
      cards.forEach(function (c) {
        if (c.pile === pile || c.name === pile) {
          c.needs.forEach(function (n) {
            queue = queue.concat(data.needs[n].piles.map(function (q) { return q[0]; }));
            add(data.needs[n], by);
          });
        }
      });
    }
    cards.forEach(function (c) {
      if (c.option === null || !kingdom.length) return;
      var share = kingdom.filter(function (k) { return k.set === c.set; })
        .map(function (k) { return k.name; });
      if (share.length) {
        var item = add(data.needs[c.option], share);
        item.chance = [share.length, kingdom.length];
        item.set = c.set;
      }
    });
    var groups = new Map();
    var own = new Map();
    picks.forEach(function (p) { own.set(p, []); });
    data.records.forEach(function (row) {
      var mine = picks.filter(function (p) { return row[4].indexOf(p) >= 0; });
      if (mine.length >= 2) {
        var key = mine.map(function (p) {
          return String(picks.indexOf(p)).padStart(2, "0");
        }).join(" ");
        if (!groups.has(key)) {
          groups.set(key, { cards: mine.map(function (p) { return cards[p].name; }), records: [] });
        }
        groups.get(key).records.push(record(row));
      } else if (mine.length) {
        own.get(mine[0]).push(record(row));
      }
    });
    var keys = Array.from(groups.keys()).sort();
    return {
      players: players,
      cards: picks.map(function (p) {
        return { name: cards[p].name, url: cards[p].url, role: cards[p].role };
      }),
      setup: Array.from(items.values()),
      interactions: keys.map(function (k) { return groups.get(k); }),
      own: picks.map(function (p) { return { card: cards[p].name, records: own.get(p) }; }),
    };
  }

  /* ---- the wording: a port of kb/cli/kingdom.py ------------------------------ */

  function count(n, one, many) { return n + " " + (n === 1 ? one : many); }

  function itemTitle(item, players) {
    var title;
    if (item.piles.length && item.kind === "heirloom") {
      title = item.piles.map(function (p) { return p.pile; }).join(", ") + ", one for each player";
    } else if (item.piles.length) {
      title = item.piles.map(function (p) {
        return p.count ? p.pile + " pile (" + count(p.count, "card", "cards") + ")" : p.pile;
      }).join(", ");
    } else {
      var kind = item.kind.replace(/-/g, " ");
      title = item.name || kind.charAt(0).toUpperCase() + kind.slice(1);
    }
    if (item.count !== null) title += ": " + item.count + " for " + players + " players";
    return title;
  }

  function chanceText(item) {
    var k = item.chance[0], n = item.chance[1];
    if (k === n) return "Every Kingdom card is from " + item.set + ": use this.";
    var verb = k === 1 ? "is" : "are";
    return k + " of the " + n + " Kingdom cards " + verb + " from " + item.set +
      ": the rules suggest this with a chance of " + k + " in " + n +
      " (deal one Kingdom card at random; use this if that card is from " + item.set + ").";
  }

  var KIND = { ruling: "Ruling", timing_note: "Timing note", clause: "Rule clause" };

  /* ---- the page ---------------------------------------------------------------- */

  var script = document.currentScript;
  var root = new URL("../", script ? script.src : document.baseURI); /* in javascripts/ */

  function el(tag, text, cls) {
    var e = document.createElement(tag);
    if (text !== undefined && text !== null) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  }

  function link(url, text) {
    var a = el("a", text);
    a.href = new URL(url, root).href;
    return a;
  }

  function recordItem(r) {
    var li = el("li");
    li.appendChild(document.createTextNode(KIND[r.kind] + ": "));
    li.appendChild(link(r.url, r.title));
    li.appendChild(document.createTextNode("; "));
    li.appendChild(r.examples
      ? el("strong", "proven by the engine (" + count(r.examples, "example", "examples") + ")",
        "dkb-proven")
      : el("span", "not proven by an example"));
    li.appendChild(document.createTextNode("."));
    return li;
  }

  function render(box, result) {
    box.replaceChildren();
    var players = result.players;
    box.appendChild(el("h2", "Set-up (" + count(result.setup.length, "item", "items") + ")"));
    if (!result.setup.length) box.appendChild(el("p", "Nothing beyond the usual Supply."));
    var ol = el("ol", null, "dkb-kingdom__setup");
    result.setup.forEach(function (item) {
      var li = el("li");
      li.setAttribute("data-kind", item.kind);
      li.appendChild(el("strong", itemTitle(item, players), "dkb-kingdom__item"));
      li.appendChild(document.createTextNode(", for " + item.cards.join(", ") + "."));
      li.appendChild(el("p", item.text));
      if (item.chance) li.appendChild(el("p", chanceText(item)));
      if (item.choices.length) {
        var label = item.kind === "bane-pile" ? "May be the Bane" : "From";
        var d = el("details");
        d.appendChild(el("summary", label + " (" + item.choices.length + ")"));
        d.appendChild(el("p", item.choices.join(", ") + "."));
        li.appendChild(d);
      }
      li.appendChild(el("p", "Record: " + item.from.join("; ") + ".", "dkb-kingdom__from"));
      ol.appendChild(li);
    });
    if (result.setup.length) box.appendChild(ol);
    var groups = result.interactions;
    box.appendChild(el("h2", "Interactions (" + count(groups.length, "group", "groups") + ")"));
    if (!groups.length) {
      box.appendChild(el("p", "No ruling, timing note or rule clause concerns two of these cards."));
    }
    groups.forEach(function (g) {
      var h = el("h3", g.cards.join(" and "), "dkb-kingdom__pair");
      box.appendChild(h);
      var ul = el("ul");
      g.records.forEach(function (r) { ul.appendChild(recordItem(r)); });
      box.appendChild(ul);
    });
    box.appendChild(el("h2", "Each card's own rulings"));
    result.own.forEach(function (o) {
      var d = el("details", null, "dkb-kingdom__own");
      d.appendChild(el("summary", o.card + ": " + count(o.records.length, "record", "records") + "."));
      var ul = el("ul");
      o.records.forEach(function (r) { ul.appendChild(recordItem(r)); });
      d.appendChild(ul);
      box.appendChild(d);
    });
  }

  function byName(data) {
    var out = new Map();
    data.cards.forEach(function (c, i) { out.set(c.name, i); });
    return out;
  }

  /* For the tests: the answer without the page, for names as `dkb kingdom` takes them. */
  window.DKB_KINGDOM_API = {
    answer: function (names, players) {
      var data = window.DKB_KINGDOM;
      var picks = [];
      for (var i = 0; i < names.length; i++) {
        var found = match(data, names[i]);
        if (found[0] === null) return { error: "no card is called \"" + names[i] + "\"" };
        picks.push(found[0]);
      }
      try { return answer(data, picks, players || 2); } catch (e) {
        if (e instanceof KingdomError) return { error: e.message };
        throw e;
      }
    },
    match: function (typed) { return match(window.DKB_KINGDOM, typed); },
  };

  function start() {
    var data = window.DKB_KINGDOM;
    var form = document.getElementById("dkb-kingdom-form");
    var input = document.getElementById("dkb-kingdom-input");
    var list = document.getElementById("dkb-kingdom-suggestions");
    var playersBox = document.getElementById("dkb-kingdom-players");
    var status = document.getElementById("dkb-kingdom-status");
    var cardsList = document.getElementById("dkb-kingdom-cards");
    var clear = document.getElementById("dkb-kingdom-clear");
    var box = document.getElementById("dkb-kingdom-answer");
    if (!form || !input || !list || !playersBox || !status || !cardsList || !box || !clear) return;
    if (!data || data.format !== FORMAT) { status.textContent = "The kingdom table could not be loaded."; return; }
    var index = byName(data);
    var picks = [], players = 2, selected = -1;

    function say(text) { if (status.textContent !== text) status.textContent = text; }

    function writeHash() {
      var names = picks.map(function (p) { return encodeURIComponent(data.cards[p].name); });
      var hash = "#cards=" + names.join(",") + "&players=" + players;
      if (window.location.hash !== hash) history.replaceState(null, "", hash);
    }

    function show() {
      cardsList.replaceChildren();
      picks.forEach(function (p) {
        var c = data.cards[p];
        var li = el("li");
        li.appendChild(link(c.url, c.name));
        var b = el("button", "Remove");
        b.type = "button";
        b.setAttribute("aria-label", "Remove " + c.name);
        b.addEventListener("click", function () {
          picks = picks.filter(function (q) { return q !== p; });
          show();
          say(c.name + " removed.");
          input.focus();
        });
        li.appendChild(document.createTextNode(" "));
        li.appendChild(b);
        cardsList.appendChild(li);
      });
      writeHash();
      if (!picks.length) { box.replaceChildren(); return; }
      render(box, answer(data, picks, players));
    }

    /* Add cards if the kingdom can have them; say what is wrong otherwise. */
    function addPicks(more) {
      var next = picks.concat(more);
      try { answer(data, next, players); } catch (e) {
        if (e instanceof KingdomError) { say(e.message); return false; }
        throw e;
      }
      picks = next;
      show();
      say(more.map(function (p) { return data.cards[p].name; }).join(", ") + " added; " +
        count(picks.length, "card", "cards") + " in the kingdom.");
      return true;
    }

    function options() { return list.querySelectorAll("[role=option]"); }

    function closeList() {
      list.replaceChildren();
      selected = -1;
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
    }

    function suggest() {
      var parts = input.value.split(",");
      var query = tokens(parts[parts.length - 1]).join(" ");
      closeList();
      if (Array.from(query).length < 2) return;
      /* offered: English names that start with the words typed first, then other names
         (aliases, names printed in other languages) that do, then the best scores, then
         the shorter (the list's own order; what a typed name names is match()'s) */
      var start = function (r) {
        if (tokens(data.cards[r[0]].name).join(" ").startsWith(query)) return 0;
        return data.names.some(function (n) { return n[1] === r[0] && n[0].startsWith(query); }) ? 1 : 2;
      };
      var order = ranked(data, query).filter(function (r) {
        return r[1] >= data.matching.nearest && data.cards[r[0]].role !== "other";
      });
      order.sort(function (x, y) {
        return start(x) - start(y) || y[1] - x[1] ||
          data.cards[x[0]].name.length - data.cards[y[0]].name.length || x[0] - y[0];
      });
      order = order.slice(0, 8);
      order.forEach(function (r, n) {
        var li = el("li", data.cards[r[0]].name);
        li.id = "dkb-kingdom-option-" + n;
        li.setAttribute("role", "option");
        li.setAttribute("aria-selected", "false");
        li.setAttribute("data-index", String(r[0]));
        li.addEventListener("mousedown", function (e) { e.preventDefault(); });
        li.addEventListener("click", function () { pick(r[0]); });
        list.appendChild(li);
      });
      input.setAttribute("aria-expanded", order.length ? "true" : "false");
    }

    function pick(i) {
      var parts = input.value.split(",");
      parts.pop();
      if (submit(parts.join(","), [i])) input.value = "";
      closeList();
      input.focus();
    }

    function select(n) {
      var all = options();
      if (!all.length) return;
      selected = (n + all.length) % all.length;
      all.forEach(function (o, i) {
        o.setAttribute("aria-selected", i === selected ? "true" : "false");
        o.classList.toggle("dkb-selected", i === selected);
      });
      input.setAttribute("aria-activedescendant", all[selected].id);
    }

    /* The names typed (commas between them), and any picked: added if all are known. */
    function submit(text, extra) {
      var found = [];
      var names = text.split(",").map(function (s) { return s.trim(); }).filter(Boolean);
      for (var i = 0; i < names.length; i++) {
        var m = match(data, names[i]);
        if (m[0] === null) {
          var near = m[1].map(function (n) { return data.cards[n].name; }).join(", ");
          say("No card is called \u201c" + names[i] + "\u201d" +
            (near ? "; nearest: " + near + "." : "; try the search box."));
          return false;
        }
        found.push(m[0]);
      }
      found = found.concat(extra || []);
      if (!found.length) { say("Type a card's name first."); return false; }
      return addPicks(found);
    }

    input.addEventListener("input", suggest);
    input.addEventListener("keydown", function (e) {
      var n = options().length;
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        if (n) select(selected < 0 ? (e.key === "ArrowDown" ? 0 : n - 1) : selected + (e.key === "ArrowDown" ? 1 : -1));
      } else if (e.key === "Enter" && selected >= 0) {
        e.preventDefault();
        pick(parseInt(options()[selected].getAttribute("data-index"), 10));
      } else if (e.key === "Escape") {
        closeList();
      }
    });
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      if (submit(input.value, [])) { input.value = ""; closeList(); }
    });
    playersBox.addEventListener("change", function () {
      players = parseInt(playersBox.value, 10);
      show();
      say("Set-up for " + players + " players.");
    });
    clear.addEventListener("click", function () {
      picks = [];
      show();
      say("Every card removed.");
      input.focus();
    });

    function readHash() {
      var hash = window.location.hash.replace(/^#/, "");
      var wanted = [], want = 2;
      hash.split("&").forEach(function (part) {
        var kv = part.split("=");
        if (kv[0] === "cards" && kv[1]) {
          wanted = kv[1].split(",").map(function (s) {
            try { return decodeURIComponent(s); } catch (e) { return s; }
          });
        } else if (kv[0] === "players" && data.players.indexOf(parseInt(kv[1], 10)) >= 0) {
          want = parseInt(kv[1], 10);
        }
      });
      players = want;
      playersBox.value = String(want);
      var found = [];
      wanted.forEach(function (name) {
        var m = index.has(name) ? [index.get(name)] : match(data, name);
        if (m[0] !== null && m[0] !== undefined && found.indexOf(m[0]) < 0) found.push(m[0]);
      });
      picks = [];
      if (found.length && !addPicks(found)) show();
      else if (!found.length) show();
    }

    readHash();
    window.addEventListener("hashchange", readHash);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
