// The web companion's page script: the slider and the keys step through the moves,
// and a stored move updates the page without a reload (server-sent events).
// Text from the server is always set as text (textContent), never as markup.
"use strict";
(function () {
  const body = document.body;
  const session = body.dataset.session;
  if (!session) { return; }
  const lang = body.dataset.lang || "en";
  const base = "/g/" + session;
  const slider = document.getElementById("move");
  const board = document.getElementById("board");
  const boardLink = document.getElementById("board-link");
  const caption = document.getElementById("board-caption");
  const details = document.getElementById("details");
  const log = document.getElementById("log");
  const now = document.getElementById("now");
  const live = document.getElementById("live");
  const scores = document.getElementById("scores");
  const status = document.getElementById("status");
  let data = null;
  let pending = null;

  function at() { return Number(slider.value); }
  function latest() { return data ? data.positions.length - 1 : Number(slider.max); }

  function boardUrl(seq, detail) {
    const part = detail ? "/" + detail : "";
    return base + "/board/" + seq + part + ".png?lang=" + lang;
  }

  function showDetails(seq, count) {
    details.replaceChildren();
    for (let n = 1; n <= count; n++) {
      const img = document.createElement("img");
      img.src = boardUrl(seq, n);
      img.alt = data.words.detail.replace("{n}", n).replace("{count}", count);
      img.loading = "lazy";
      details.appendChild(img);
    }
  }

  function markLog(seq) {
    for (const item of log.querySelectorAll("li")) {
      item.classList.toggle("here", Number(item.dataset.seq) === seq);
    }
  }

  function show(index) {
    if (!data) { return; }
    index = Math.max(0, Math.min(latest(), index));
    slider.value = String(index);
    const seq = data.positions[index];
    slider.setAttribute("aria-valuetext", data.captions[index]);
    caption.textContent = data.captions[index];
    markLog(seq);
    body.dataset.seq = String(seq);
    const url = new URL(window.location.href);
    url.searchParams.set("move", String(seq));
    url.searchParams.delete("at");
    window.history.replaceState(null, "", url);
    clearTimeout(pending);
    // Stepping quickly asks only for the board it stops at.
    pending = setTimeout(function () {
      board.alt = data.alts[index];
      board.src = boardUrl(seq, "");
      boardLink.href = board.src;
      fetch(board.src, { method: "HEAD" }).then(function (answer) {
        showDetails(seq, Number(answer.headers.get("X-Details") || 0));
      }).catch(function () {});
    }, 120);
  }

  function fillLog() {
    const items = [];
    for (const entry of data.log.slice().reverse()) {
      const item = document.createElement("li");
      item.value = entry.seq;
      item.dataset.seq = String(entry.seq);
      const number = document.createElement("a");
      number.className = "seq";
      number.href = "?move=" + entry.seq;
      number.dataset.seq = String(entry.seq);
      number.textContent = data.words.move.replace("{seq}", entry.seq);
      item.appendChild(number);
      const lines = entry.lines.length ? entry.lines : [entry.seat];
      for (const line of lines) {
        const span = document.createElement("span");
        span.className = "line";
        span.textContent = line;
        item.appendChild(span);
      }
      items.push(item);
    }
    log.replaceChildren(...items);
    now.replaceChildren(...data.now.map(function (line) {
      const item = document.createElement("li");
      item.textContent = line;
      return item;
    }));
    status.textContent = data.status;
  }

  function load(followLatest) {
    const wasLatest = !data || at() >= latest();
    return fetch(base + "/state.json?lang=" + lang).then(function (answer) {
      return answer.json();
    }).then(function (fresh) {
      if (fresh.error) { return; }
      data = fresh;
      slider.max = String(latest());
      fillLog();
      if (followLatest && wasLatest) {
        show(latest());
      } else {
        const seq = Number(body.dataset.seq);
        const index = data.positions.indexOf(seq);
        show(index >= 0 ? index : Math.min(at(), latest()));
      }
      if (scores) {
        scores.src = base + "/scores.png?lang=" + lang + "&n=" + data.positions.length;
      }
    });
  }

  function loadHand() {
    const hand = document.getElementById("hand");
    if (!hand || !body.dataset.hand) { return; }
    fetch(body.dataset.hand + "&lang=" + lang).then(function (answer) {
      return answer.ok ? answer.json() : null;
    }).then(function (mine) {
      if (mine && typeof mine.hand === "string") { hand.textContent = mine.hand; }
    }).catch(function () {});
  }

  slider.addEventListener("input", function () { show(at()); });
  document.getElementById("first").addEventListener("click", function () { show(0); });
  document.getElementById("prev").addEventListener("click", function () { show(at() - 1); });
  document.getElementById("next").addEventListener("click", function () { show(at() + 1); });
  document.getElementById("last").addEventListener("click", function () { show(latest()); });
  log.addEventListener("click", function (event) {
    const link = event.target.closest("a.seq");
    if (!link || !data) { return; }
    event.preventDefault();
    show(data.positions.indexOf(Number(link.dataset.seq)));
  });
  document.addEventListener("keydown", function (event) {
    // The slider and the search box read their own keys; elsewhere (a button just
    // pressed too) the arrows step through the moves.
    const typing = event.target.closest("input, textarea, select");
    if (typing || event.altKey || event.ctrlKey || event.metaKey) { return; }
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowDown: -1, ArrowUp: 1 };
    if (event.key in moves) { show(at() + moves[event.key]); event.preventDefault(); }
    else if (event.key === "Home") { show(0); event.preventDefault(); }
    else if (event.key === "End") { show(latest()); event.preventDefault(); }
  });

  load(false);
  if (window.EventSource) {
    const stream = new EventSource(base + "/events");
    stream.addEventListener("hello", function (event) {
      // Connected again after a break: moves stored meanwhile are fetched now.
      if (data && Number(event.data) !== data.seq) { load(true).then(loadHand); }
    });
    stream.addEventListener("move", function () {
      load(true).then(function () {
        live.textContent = data.words.live;
        loadHand();
      });
    });
  }
}());
