/*
 * The site's search box: the same ranking as `dkb search`, over the same index.
 *
 * This is a line-by-line port of kb/search/ranking.py (rank, answer, nearest); keep the two
 * in step. The index (javascripts/search-index.js, written at build time from the
 * one `dkb search` reads) is loaded only when the search box is first used, with a
 * <script> tag, so it works from a folder as well as from a server. Results follow
 * the text in the box on every `input` event (typing, paste, autocorrect, dictation).
 *
 * Keyboard and screen readers: the box is a combobox; the results are a listbox.
 * Up and Down move the selection (shown with an outline and announced through
 * aria-activedescendant; each result is a link with the option role), Enter opens it (the first result when none is selected),
 * Escape closes the search. A polite live region says how many results there are,
 * or that nothing recorded answers the query and which matches are nearest.
 */
(function () {
  "use strict";

  var script = document.currentScript;
  if (!script) return;
  var root = new URL("../", script.src); /* this file lives in javascripts/ */
  var INDEX_URL = new URL("javascripts/search-index.js", root).href;
  var FORMAT = 4;

  /* ---- the ranking: a port of kb/search/ranking.py ----------------------------------- */

  var MAX_QUERY_CHARS = 300;
  /* The ranking's constants come with the index (kb/search/ranking.py's tuning()). */
  var MISS_SCORE, TOP, MAX_WORDS, LEX_SHARE, NAME_SHARE, CONCERN_SHARE, SYNONYM,
    LEADING_WORDS, FOCUS, KIND_PRIOR, FILED, ELSEWHERE;

  function tune(t) {
    MISS_SCORE = t.miss; TOP = t.top; MAX_WORDS = t.max_words; LEX_SHARE = t.lex_share;
    NAME_SHARE = t.name_share; CONCERN_SHARE = t.concern_share; SYNONYM = t.synonym;
    LEADING_WORDS = t.leading_words; FOCUS = t.focus; KIND_PRIOR = t.kind_prior;
    FILED = t.filed; ELSEWHERE = t.elsewhere;
  }
  var IRREGULAR = { used: "us", using: "us", uses: "us", use: "us" };

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

  function isAlpha(word) { return /^\p{L}+$/u.test(word); }

  function undouble(word) {
    var n = word.length;
    if (n > 2 && word[n - 1] === word[n - 2] && "lsz".indexOf(word[n - 1]) < 0) {
      return word.slice(0, -1);
    }
    return word;
  }

  function stem(word) {
    if (Object.prototype.hasOwnProperty.call(IRREGULAR, word)) return IRREGULAR[word];
    if (word.length < 3 || !isAlpha(word)) return word;
    var n = word.length;
    if (n > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) {
      word = word.slice(0, -1);
    } else if (n > 5 && word.endsWith("ing")) {
      word = undouble(word.slice(0, -3));
    } else if (n > 4 && word.endsWith("ed")) {
      word = undouble(word.slice(0, -2));
    }
    if (word.length > 2 && word.endsWith("e")) word = word.slice(0, -1);
    return word;
  }

  function cleanQuery(query) {
    var chars = Array.from(query).slice(0, MAX_QUERY_CHARS);
    var text = "";
    for (var ch of chars) {
      if (/\p{Cc}/u.test(ch)) text += " ";
      else if (!/[\p{Cs}\p{Cf}]/u.test(ch)) text += ch;
    }
    return text.trim().split(/\s+/).join(" ");
  }

  function contentWords(words, stop) {
    var kept = words.filter(function (w) {
      return !stop.has(w) && (w.length > 1 || /^\p{N}+$/u.test(w));
    });
    var out = [];
    (kept.length ? kept : words).forEach(function (w) {
      var s = stem(w);
      if (out.indexOf(s) < 0) out.push(s);
    });
    return out.slice(0, MAX_WORDS);
  }

  /* The longest common subsequence of two strings. */
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

  function Index(data) {
    var self = this;
    tune(data.tuning);
    this.records = data.records.map(function (r) {
      return { kind: r[0], id: r[1], title: r[2], cards: r[3], text: r[4], url: r[5] };
    });
    this.vocab = data.vocab;
    this.postings = new Map();
    this.idfOf = new Map();
    data.vocab.forEach(function (w, i) {
      self.postings.set(w, data.postings[i]);
      self.idfOf.set(w, data.idf[i]);
    });
    this.unknown = data.unknown;
    this.nameText = data.names.map(function (n) { return n[0]; });
    this.nameRecord = data.names.map(function (n) { return n[1]; });
    /* names printed in another language, and words found only in them */
    this.nameAbroad = data.names.map(function (n) { return n.length > 2 && !!n[2]; });
    var mask = data.abroad_only || "";
    this.abroadOnly = new Set(data.vocab.filter(function (w, i) { return mask.charAt(i) === "1"; }));
    this.stop = new Set(data.stop);
    this.synonyms = new Map(Object.entries(data.synonyms));
    this.cardWords = new Map(Object.entries(data.card_words).map(function (kv) {
      return [kv[0], kv[1].split(" ")];
    }));
    this.maxNameWords = 1;
    this.nameText.forEach(function (n) {
      self.maxNameWords = Math.max(self.maxNameWords, n.split(" ").length);
    });
    this.decoded = new Map();
    this.pools = new Map();
    /* for the result list: the card or rule whose page each record is on */
    this.pageTitle = new Map();
    this.records.forEach(function (r) {
      if (r.kind === "card" || (r.kind === "rule" && r.url.indexOf("#") < 0)) {
        self.pageTitle.set(r.url, r.title);
      }
    });
    this.leading = null;
  }

  Index.prototype.namesLedBy = function (words) {
    if (this.leading === null) {
      var leading = new Map();
      this.nameText.forEach(function (name, i) {
        var parts = name.split(" ");
        for (var k = 1; k < parts.length; k++) {
          var key = parts.slice(0, k).join(" ");
          if (!leading.has(key)) leading.set(key, []);
          leading.get(key).push(i);
        }
      });
      this.leading = leading;
    }
    return this.leading.get(words) || [];
  };

  /* True when every word (a stem) is one of the records' own language: then a name
     printed in another language matches only when typed whole ("hex", not "Hexe"). */
  Index.prototype.readsEnglish = function (stems) {
    var self = this;
    return stems.every(function (w) { return self.postings.has(w) && !self.abroadOnly.has(w); });
  };

  Index.prototype.posting = function (word) {
    var found = this.decoded.get(word);
    if (found === undefined) {
      found = [];
      (this.postings.get(word) || "").split(" ").forEach(function (item) {
        if (!item) return;
        var dot = item.indexOf(".");
        found.push([parseInt(item.slice(0, dot), 10), parseInt(item.slice(dot + 1), 10)]);
      });
      this.decoded.set(word, found);
    }
    return found;
  };

  Index.prototype.pool = function (length) {
    if (!this.pools.has(length)) {
      var lo = Math.ceil(length * 0.6), hi = Math.floor(length * 5 / 3);
      this.pools.set(length, this.vocab.filter(function (w) {
        return lo <= w.length && w.length <= hi;
      }));
    }
    return this.pools.get(length);
  };

  Index.prototype.idf = function (word) {
    return this.idfOf.has(word) ? this.idfOf.get(word) : this.unknown;
  };

  Index.prototype.matches = function (word) {
    var self = this;
    var found = new Map();
    if (this.postings.has(word)) {
      found.set(word, 1.0);
    } else {
      if (word.length >= 4 && isAlpha(word)) {
        var percent = word.length <= 5 ? 75 : 80;
        var near = [];
        this.pool(word.length).forEach(function (cand, at) {
          var common = lcs(word, cand), total = word.length + cand.length;
          if (200 * common >= percent * total) near.push([2 * common / total, at, cand]);
        });
        near.sort(function (x, y) { return y[0] - x[0] || x[1] - y[1]; });
        near.slice(0, 4).forEach(function (n) { found.set(n[2], n[0] - 0.05); });
      }
      if (word.length >= 3) {
        var lo = 0, hi = this.vocab.length;
        while (lo < hi) {
          var mid = (lo + hi) >> 1;
          if (this.vocab[mid] < word) lo = mid + 1; else hi = mid;
        }
        for (var k = lo; k < Math.min(lo + 20, this.vocab.length); k++) {
          var cand = this.vocab[k];
          if (!cand.startsWith(word)) break;
          var value = 0.5 + 0.4 * word.length / cand.length;
          found.set(cand, Math.max(found.has(cand) ? found.get(cand) : 0.0, value));
        }
      }
    }
    var out = Array.from(found.entries());
    out.sort(function (x, y) { return y[1] - x[1]; });
    out = out.slice(0, 4);
    var base = out.length ? this.idf(out[0][0]) : this.unknown;
    (this.synonyms.get(word) || []).forEach(function (syn) {
      if (self.postings.has(syn) && !found.has(syn)) {
        out.push([syn, SYNONYM * Math.min(1.0, self.idf(syn) / base)]);
      }
    });
    return out;
  };

  Index.prototype.expand = function (words) {
    var out = [];
    for (var i = 0; i < words.length; i++) {
      var name = this.cardWords.get(words[i]);
      if (name === undefined || words.slice(i, i + name.length).join(" ") === name.join(" ")) {
        out.push(words[i]);
      } else {
        out = out.concat(name);
      }
    }
    return out;
  };

  function lexical(index, words) {
    var scores = new Map(), unknown = [], total = 0.0;
    words.forEach(function (word) {
      var cands = index.matches(word);
      if (!cands.length) unknown.push(word);
      var weight = cands.length ? index.idf(cands[0][0]) : index.unknown;
      total += weight;
      var best = new Map();
      cands.forEach(function (c) {
        index.posting(c[0]).forEach(function (p) {
          var value = c[1] * p[1];
          if (value > (best.has(p[0]) ? best.get(p[0]) : 0.0)) best.set(p[0], value);
        });
      });
      best.forEach(function (value, rec) {
        scores.set(rec, (scores.has(rec) ? scores.get(rec) : 0.0) + weight * value);
      });
    });
    if (total) {
      scores.forEach(function (value, rec) { scores.set(rec, value / (total * TOP)); });
    }
    return [scores, unknown];
  }

  function names(index, words, content) {
    var scores = new Map(), exact = new Set();
    if (!index.nameText.length || !content.length) return [scores, exact];
    words = words.slice(0, MAX_WORDS * 2);
    var stems = words.map(stem);
    var wanted = new Set(content);
    function put(rec, value) {
      if (value > (scores.has(rec) ? scores.get(rec) : 0.0)) scores.set(rec, value);
    }
    var sizes = Math.min(index.maxNameWords + 1, 5);
    for (var size = 1; size <= sizes; size++) {
      for (var start = 0; start + size <= words.length; start++) {
        var seen = new Set(stems.slice(start, start + size)), covered = 0;
        seen.forEach(function (s) { if (wanted.has(s)) covered++; });
        var win = words.slice(start, start + size).join(" ");
        if (!covered || Array.from(win).length < 3) continue;
        var part = covered / wanted.size;
        var share = part * part;
        var english = index.readsEnglish(stems.slice(start, start + size));
        for (var i = 0; i < index.nameText.length; i++) {
          var text = index.nameText[i], total = win.length + text.length;
          if (200 * Math.min(win.length, text.length) < 80 * total) continue;
          var common = lcs(win, text);
          if (200 * common < 80 * total) continue;
          if (english && 2 * common / total < 1.0 && index.nameAbroad[i]) continue;
          if (2 * common / total === 1.0) exact.add(index.nameRecord[i]);
          put(index.nameRecord[i], 2 * common / total * share);
        }
        index.namesLedBy(win).forEach(function (n) {
          put(index.nameRecord[n], LEADING_WORDS * share);
        });
      }
    }
    return [scores, exact];
  }

  function concerning(index, named) {
    var byTitle = new Map();
    named.forEach(function (value, rec) {
      var r = index.records[rec];
      if (r.kind === "card") {
        byTitle.set(r.title, Math.max(byTitle.has(r.title) ? byTitle.get(r.title) : 0.0, value));
      }
    });
    var out = new Map();
    if (!byTitle.size) return out;
    index.records.forEach(function (r, i) {
      if (r.kind === "card") return;
      var value = 0.0, hits = 0;
      r.cards.forEach(function (card) {
        if (byTitle.has(card)) { value += byTitle.get(card); hits += 1; }
      });
      if (value) out.set(i, value + FOCUS * hits / r.cards.length);
    });
    return out;
  }

  function compare(x, y) {
    if (x.score !== y.score) return y.score - x.score;
    if (x.key !== y.key) return x.key < y.key ? -1 : 1;
    return x.record.id < y.record.id ? -1 : x.record.id > y.record.id ? 1 : 0;
  }

  function nearest(index, query, limit) {
    var text = tokens(query).join(" ");
    if (Array.from(text).length < 3) return [];
    var best = new Map();
    index.nameText.forEach(function (name, i) {
      var rec = index.nameRecord[i];
      var total = text.length + name.length;
      var sim = total ? 2 * lcs(text, name) / total : 1.0;
      if (sim >= 0.5 && sim > (best.has(rec) ? best.get(rec) : 0.0)) best.set(rec, sim);
    });
    var out = [];
    best.forEach(function (sim, rec) {
      var r = index.records[rec];
      out.push({ record: r, score: sim, key: r.title.toLowerCase() });
    });
    out.sort(compare);
    return out.slice(0, limit).map(function (h) { return { record: h.record, score: 0 }; });
  }

  function belongs(r, named) {
    if (r.kind === "card" || (FILED.indexOf(r.kind) >= 0 && named.has(r.cards[0]))) return true;
    return r.cards.length > 1 && r.cards.every(function (card) { return named.has(card); });
  }

  function answer(index, query, limit) {
    var text = cleanQuery(query);
    var words = index.expand(tokens(text));
    var content = contentWords(words, index.stop);
    if (!content.length) return { hits: [], recorded: false, unknown: [] };
    var lex = lexical(index, content);
    var lexScores = lex[0], unknown = lex[1];
    var found = names(index, words, content);
    var nameScores = found[0];
    var concern = concerning(index, nameScores);
    var named = new Set();
    found[1].forEach(function (rec) {
      if (index.records[rec].kind === "card") named.add(index.records[rec].title);
    });
    var recs = new Set(lexScores.keys());
    nameScores.forEach(function (_, rec) { recs.add(rec); });
    var scored = [];
    recs.forEach(function (rec) {
      var r = index.records[rec];
      var score = LEX_SHARE * (lexScores.has(rec) ? lexScores.get(rec) : 0.0) +
        NAME_SHARE * (nameScores.has(rec) ? nameScores.get(rec) : 0.0);
      score += CONCERN_SHARE * (concern.has(rec) ? concern.get(rec) : 0.0);
      if (named.size && !belongs(r, named)) score *= ELSEWHERE;
      score += (Object.prototype.hasOwnProperty.call(KIND_PRIOR, r.kind) ? KIND_PRIOR[r.kind] : 0) * 0.0001;
      scored.push({ record: r, score: score, key: r.title.toLowerCase() });
    });
    scored.sort(compare);
    var hits = scored.slice(0, limit);
    if (!hits.length) return { hits: nearest(index, text, limit), recorded: false, unknown: unknown };
    return { hits: hits, recorded: hits[0].score >= MISS_SCORE && !unknown.length, unknown: unknown };
  }

  /* ---- loading the index, the first time the box is used --------------------- */

  var index = null, loading = null;

  function load() {
    if (index) return Promise.resolve(index);
    if (!loading) {
      loading = new Promise(function (resolve, reject) {
        var tag = document.createElement("script");
        tag.src = INDEX_URL;
        tag.async = true;
        tag.onload = function () {
          var data = window.DKB_SEARCH_INDEX;
          if (!data || data.format !== FORMAT) { reject(new Error("search index format")); return; }
          index = new Index(data);
          resolve(index);
        };
        tag.onerror = function () { loading = null; reject(new Error("search index missing")); };
        document.head.appendChild(tag);
      });
    }
    return loading;
  }

  /* For the tests: the ranking without the page. */
  window.DKB_SEARCH = {
    load: load,
    rank: function (query, limit) {
      return load().then(function (ix) {
        var found = answer(ix, query, limit || 5);
        return {
          recorded: found.recorded,
          unknown: found.unknown,
          hits: found.hits.map(function (h) { return { kind: h.record.kind, id: h.record.id, url: h.record.url }; }),
        };
      });
    },
  };

  /* ---- the search box -------------------------------------------------------- */

  var LABELS = {
    card: "Card", rule: "Rule", ruling: "Ruling", gain_source: "Gain source",
    timing_note: "Timing note", accessibility_note: "Accessibility note",
  };
  var LIMIT = 10;
  var DEBOUNCE_MS = 90; /* results wait for a pause this long in typing */

  /* The card (or rule) a result belongs to, in words: "Ruling on Governor". */
  function owner(ix, r) {
    if (r.kind === "card" || r.url.indexOf("#") < 0) return ""; /* a page of its own */
    var page = ix.pageTitle.get(r.url.split("#")[0]);
    if (r.kind === "rule") return page ? "Clause of the rule " + page : "";
    if (page) return " on " + page;
    return r.cards.length ? " about " + r.cards.join(", ") : "";
  }

  function start() {
    var input = document.querySelector("input.dkb-search__input");
    var toggle = document.getElementById("__search");
    var list = document.getElementById("dkb-search-results");
    var meta = document.getElementById("dkb-search-meta");
    var status = document.getElementById("dkb-search-status");
    var form = input && input.form;
    if (!input || !toggle || !list || !meta || !status || !form) return;

    var search = input.closest(".md-search");
    var scrollwrap = search && search.querySelector(".md-search__scrollwrap");
    var selected = -1, shown = null, seq = 0, timer = 0;

    function options() { return list.querySelectorAll("[role=option]"); }

    function select(n) {
      var all = options();
      if (!all.length) { selected = -1; input.removeAttribute("aria-activedescendant"); return; }
      selected = (n + all.length) % all.length;
      all.forEach(function (o, i) {
        o.setAttribute("aria-selected", i === selected ? "true" : "false");
        o.classList.toggle("dkb-selected", i === selected);
      });
      input.setAttribute("aria-activedescendant", all[selected].id);
      all[selected].scrollIntoView({ block: "nearest" });
    }

    function item(hit, n) {
      var r = hit.record;
      /* the link is the option itself (nothing interactive nested in an option) */
      var li = document.createElement("li");
      li.className = "md-search-result__item";
      li.setAttribute("role", "none");
      li.setAttribute("data-kind", r.kind);
      li.setAttribute("data-id", r.id);
      var a = document.createElement("a");
      a.className = "md-search-result__link";
      a.id = "dkb-result-" + n;
      a.setAttribute("role", "option");
      a.setAttribute("aria-selected", "false");
      a.href = new URL(r.url, root).href;
      a.tabIndex = -1;
      var article = document.createElement("article");
      article.className = "md-search-result__article md-typeset";
      var h = document.createElement("h1");
      h.textContent = r.title;
      var kind = document.createElement("p");
      kind.className = "dkb-search__kind";
      var whose = owner(index, r);
      kind.textContent = r.kind === "rule" && whose ? whose : (LABELS[r.kind] || r.kind) + whose;
      article.appendChild(h);
      article.appendChild(kind);
      if (r.text && r.text !== r.title) {
        var p = document.createElement("p");
        p.textContent = r.text;
        article.appendChild(p);
      }
      a.appendChild(article);
      li.appendChild(a);
      a.addEventListener("mousedown", function (e) { e.preventDefault(); });
      return li;
    }

    function say(text) {
      if (meta.textContent !== text) meta.textContent = text;
      if (status.textContent !== text) status.textContent = text;
    }

    function render(query, found) {
      list.replaceChildren.apply(list, found.hits.map(item));
      selected = -1;
      input.removeAttribute("aria-activedescendant");
      input.setAttribute("aria-expanded", found.hits.length ? "true" : "false");
      var q = "\u201c" + query.trim() + "\u201d";
      var n = found.hits.length;
      if (found.recorded) {
        say(n + (n === 1 ? " matching result" : " matching results") + " for " + q + ", best first.");
      } else {
        var what = found.unknown.length
          ? "No card, rule or ruling mentions \u201c" + found.unknown.join(" ") + "\u201d. "
          : "";
        say("Nothing here answers " + q + ". " + what +
            (n ? "The nearest matches are below." : "Try other or fewer words."));
      }
    }

    function update() {
      clearTimeout(timer);
      timer = 0;
      var query = input.value;
      if (query === shown) return Promise.resolve();
      var mine = ++seq;
      if (!tokens(cleanQuery(query)).length) {
        shown = query;
        list.replaceChildren();
        input.setAttribute("aria-expanded", "false");
        say("Type a card name or a question.");
        return Promise.resolve();
      }
      return load().then(function (ix) {
        if (mine !== seq) return; /* a later input event won */
        shown = query;
        render(query, answer(ix, query, LIMIT));
      }, function () {
        say("The search index could not be loaded.");
      });
    }

    /* typing waits for a short pause; a paste or autocorrect (one input event
       after a quiet spell) shows at once */
    var lastInput = 0;
    function typed() {
      var now = Date.now(), quiet = now - lastInput > DEBOUNCE_MS;
      lastInput = now;
      setOpen(true);
      clearTimeout(timer);
      if (quiet) update();
      else timer = setTimeout(update, DEBOUNCE_MS);
    }

    function setOpen(on) {
      if (toggle.checked !== on) {
        toggle.checked = on;
        toggle.dispatchEvent(new Event("change"));
      }
    }

    /* the results panel is a Tab stop only while it shows */
    function showing() {
      if (scrollwrap) scrollwrap.tabIndex = toggle.checked ? 0 : -1;
    }

    function open() {
      setOpen(true);
      input.focus();
      load().catch(function () {});
    }

    input.addEventListener("input", typed);
    /* a click, a tap or Tab into the box opens the panel, as Material's own box does */
    input.addEventListener("focus", function () {
      setOpen(true);
      load().catch(function () {});
      update();
    });
    input.addEventListener("pointerdown", function () { setOpen(true); });
    toggle.addEventListener("change", function () {
      showing();
      if (toggle.checked && document.activeElement !== input) input.focus();
    });
    /* Tab (or a click) to somewhere outside the search closes it; but not focus
       landing on the header's search button, which a slow phone may give the button
       only after its tap has opened the search */
    if (search) {
      search.addEventListener("focusout", function (e) {
        var to = e.relatedTarget;
        var opener = to && to.getAttribute && to.getAttribute("for") === toggle.id;
        if (to && !search.contains(to) && !opener) setOpen(false);
      });
    }
    showing();
    input.addEventListener("keydown", function (e) {
      var n = options().length;
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        if (n) select(selected < 0 ? (e.key === "ArrowDown" ? 0 : n - 1) : selected + (e.key === "ArrowDown" ? 1 : -1));
      } else if (e.key === "Enter") {
        e.preventDefault();
        update().then(function () {
          var pick = options()[selected < 0 ? 0 : selected];
          if (pick) window.location.href = pick.href;
        }, function () {});
      } else if (e.key === "Escape") {
        e.preventDefault();
        setOpen(false);
        input.blur();
      }
    });
    form.addEventListener("submit", function (e) { e.preventDefault(); });
    form.addEventListener("reset", function () {
      setTimeout(function () { shown = null; update(); input.focus(); }, 0);
    });
    document.addEventListener("keydown", function (e) {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      var el = document.activeElement;
      if (el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))) return;
      if (e.key === "/" || e.key === "s" || e.key === "f") {
        e.preventDefault();
        open();
      }
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
