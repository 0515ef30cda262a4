/**
 * The inline bootstrap script's source, for the prerender (and the unit tests): the browser build gets
 * display-bootstrap.client.ts instead (vite.config.ts), as the script ran in <head> before hydration and React
 * keeps the prerendered <script> as it is (issue 10: its 4 KiB of source were in every page's JavaScript).
 */
import {
  DISPLAY_GROUPS,
  DISPLAY_INPUT_PREFIX,
  DISPLAY_STORAGE_KEY,
  HELD_SUBMISSION_KEY_PREFIX,
  PREFERS_DARK_QUERY,
} from "./display-preferences.ts";

/** The groups as the inline script needs them: key, attribute, value -> attribute value. */
const BOOTSTRAP_GROUPS = JSON.stringify(
  DISPLAY_GROUPS.map((g) => ({
    k: g.key,
    a: g.attribute,
    o: Object.fromEntries(g.options.map((o) => [o.value, o.attribute ?? ""])),
    d: g.options[0]!.value,
    m: g.darkDefault ?? "",
  })),
);

/**
 * The inline script run in <head> before the stylesheet paints, in plain ES5 so it needs no bundle
 * (the server hashes it for the CSP; a test checks it against readDisplayPreferences). It:
 * - applies the saved text size and contrast (no flash of the wrong theme), or low glare while no contrast is
 *   chosen and the system asks for dark;
 * - marks <html class="mg-js">, so CSS shows accordion panels only when JavaScript is off;
 * - makes the controls work in the seconds before React hydrates (spec "Progressive enhancement"; a slow
 *   phone paints 3-4 s before it hydrates): a tool form marked data-mg-hold (personal inputs) is kept in this
 *   tab's sessionStorage instead of being submitted into the URL, and computed once hydrated; the display
 *   radios save and apply on change; Escape or Done closes it; accordion titles
 *   (marked data-mg-early) open and close their panel, closed panels become hidden="until-found" so
 *   find-in-page reaches them. It stands down once React is live (<html data-mg-live>, set in a layout
 *   effect of the root), and stops the events it handled so React does not replay them.
 */
export const DISPLAY_BOOTSTRAP = `(function(){var d=document,r=d.documentElement,K="${DISPLAY_STORAGE_KEY}",P="${DISPLAY_INPUT_PREFIX}",G=${BOOTSTRAP_GROUPS},h=Object.prototype.hasOwnProperty,D=!!(window.matchMedia&&matchMedia("${PREFERS_DARK_QUERY}").matches);r.classList.add("mg-js");function g(){try{var p=JSON.parse(localStorage.getItem(K)||"{}");return p&&typeof p==="object"?p:{}}catch(e){return{}}}function v(p,x){return h.call(x.o,p[x.k])?p[x.k]:D&&x.m?x.m:x.d}function a(p){for(var i=0;i<G.length;i++){var x=G[i],t=x.o[v(p,x)];if(t)r.setAttribute(x.a,t);else r.removeAttribute(x.a)}}a(g());function live(){return r.hasAttribute("data-mg-live")}d.addEventListener("change",function(e){var t=e.target,n=t&&t.name;if(!n||n.indexOf(P)!==0||live())return;var p=g(),q={};for(var i=0;i<G.length;i++)if(h.call(G[i].o,p[G[i].k]))q[G[i].k]=p[G[i].k];q[n.slice(P.length)]=t.value;try{localStorage.setItem(K,JSON.stringify(q))}catch(x){}a(q)});function s(b,o){var p=d.getElementById(b.getAttribute("aria-controls")||"");b.setAttribute("aria-expanded",o?"true":"false");if(p){if(o)p.removeAttribute("hidden");else p.setAttribute("hidden","until-found")}}function z(t){var x=t&&t.closest&&t.closest("details.mg-display");if(x&&x.open){var m=x.querySelector("summary");m.click();m.focus()}}d.addEventListener("keydown",function(e){if(e.key==="Escape"&&!live())z(e.target)});d.addEventListener("click",function(e){if(live())return;var c=e.target&&e.target.closest&&e.target.closest("[data-mg-early='close-details']");if(c){z(c);return}var b=e.target&&e.target.closest&&e.target.closest("button.mg-accordion__trigger[data-mg-early]");if(!b||b.disabled)return;e.stopImmediatePropagation();var o=b.getAttribute("aria-expanded")!=="true",c=b.closest(".mg-accordion");if(o&&c&&c.hasAttribute("data-single")){var l=d.querySelectorAll("button.mg-accordion__trigger[data-mg-accordion='"+b.getAttribute("data-mg-accordion")+"']");for(var i=0;i<l.length;i++)if(l[i]!==b&&l[i].getAttribute("aria-expanded")==="true")s(l[i],false)}s(b,o)},true);d.addEventListener("submit",function(e){var f=e.target;if(live()||!f||!f.hasAttribute||!f.hasAttribute("data-mg-hold"))return;e.preventDefault();var q=[],l=f.querySelectorAll("input"),i,x,n;for(i=0;i<l.length;i++){x=l[i];n=x.name||x.getAttribute("data-held-name");if(!n||x.disabled||x.value==="")continue;if((x.type==="radio"||x.type==="checkbox")&&!x.checked)continue;q.push(encodeURIComponent(n)+"="+encodeURIComponent(x.value))}try{sessionStorage.setItem("${HELD_SUBMISSION_KEY_PREFIX}"+location.pathname,q.join("&"))}catch(y){}f.setAttribute("data-mg-pending","")},true);d.addEventListener("beforematch",function(e){if(live())return;var p=e.target,b=p&&p.id&&d.querySelector("button[aria-controls='"+p.id+"']");if(b)b.setAttribute("aria-expanded","true")},true);d.addEventListener("DOMContentLoaded",function(){var p=g(),i,l=d.querySelectorAll(".mg-accordion__panel[hidden]");for(i=0;i<l.length;i++)l[i].setAttribute("hidden","until-found");l=d.querySelectorAll("input[name^='"+P+"']");for(i=0;i<l.length;i++){for(var j=0;j<G.length;j++)if(l[i].name===P+G[j].k)l[i].checked=l[i].value===v(p,G[j])}})})();`;
