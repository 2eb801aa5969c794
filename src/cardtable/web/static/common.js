// cardtable pages: shared helpers (no build step).
"use strict";
const ct = {
  el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "class") node.className = value;
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else if (key === "dataset") Object.assign(node.dataset, value);
      else node.setAttribute(key, value === true ? "" : value);
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  },
  wsUrl(path) {
    return (location.protocol === "https:" ? "wss://" : "ws://") + location.host + path;
  },
  async api(method, path, body, token) {
    const headers = { "Accept": "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (token) headers["Authorization"] = "Bearer " + token;
    const response = await fetch(path, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const type = response.headers.get("content-type") || "";
    const data = type.includes("json") ? await response.json() : await response.text();
    if (!response.ok) {
      const message = data && data.detail ? data.detail : String(data);
      const error = new Error(message);
      error.status = response.status;
      throw error;
    }
    return data;
  },
  notice(node, text, good = false) {
    node.textContent = text;
    node.className = "notice show " + (good ? "good" : "bad");
  },
  clearNotice(node) { node.className = "notice"; node.textContent = ""; },
  // "{2}{R}" → mana symbols
  cost(text) {
    const span = ct.el("span", { class: "cost" });
    for (const match of String(text || "").matchAll(/\{([^}]+)\}/g)) {
      const symbol = match[1];
      span.append(ct.el("span", { class: "mana " + symbol.replace("/", "") }, symbol));
    }
    return span;
  },
  // A live feed that reconnects after a drop.
  live(path, onMessage, statusNode) {
    let delay = 250;
    const feed = { socket: null, closed: false };
    const open = () => {
      const socket = new WebSocket(ct.wsUrl(path));
      feed.socket = socket;
      socket.onopen = () => {
        delay = 250;
        if (statusNode) { statusNode.textContent = "live"; statusNode.className = "status live"; }
      };
      socket.onmessage = (event) => onMessage(JSON.parse(event.data));
      socket.onclose = () => {
        if (statusNode) {
          statusNode.textContent = "reconnecting…"; statusNode.className = "status down";
        }
        if (!feed.closed) setTimeout(open, delay);
        delay = Math.min(delay * 2, 5000);
      };
    };
    open();
    return feed;
  },
};
