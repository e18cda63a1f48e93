/**
 * The site's own inline scripts, each the compilation of its source (esbuild, an IIFE, as ./inline.test.ts compiles it;
 * that test fails when a source and its text here part), which the CSP trusts by hash (src/site/csp.ts).
 */

/** ./after-paint-loader.ts: loads a page script once the page has painted (src/site/page-scripts.ts). */
export const afterPaintLoader =
  '"use strict";(()=>{function a(e){let r=!1,t=()=>{r||(r=!0,e())};if(performance.getEntriesByName("first-contentful-paint").length>0)return t();let n=500;try{new PerformanceObserver(c=>{c.getEntriesByName("first-contentful-paint").length>0&&t()}).observe({type:"paint",buffered:!0}),PerformanceObserver.supportedEntryTypes.includes("paint")&&(n=3e3)}catch{}let i=()=>document.visibilityState==="hidden"?t():void setTimeout(t,n);document.readyState==="complete"?i():addEventListener("load",i,{once:!0})}var o=document.currentScript?.getAttribute("data-after-paint");o&&a(()=>{let e=document.createElement("script");e.type="module",e.src=o,document.head.append(e)});})();';

/** ./visit-landing-inline.ts: notes the visit's landing page as the page is read. */
export const visitLandingScript =
  '"use strict";(()=>{function o(){let t=navigator;return t.doNotTrack==="1"||t.globalPrivacyControl===!0}var i={utmSource:"utm_source",utmMedium:"utm_medium",utmCampaign:"utm_campaign",utmTerm:"utm_term",utmContent:"utm_content",gclid:"gclid",msclkid:"msclkid",fbclid:"fbclid"},e="lead-attribution";function c(){try{if(sessionStorage.getItem(e))return;let t=new URLSearchParams(location.search),r={};for(let a of Object.values(i)){let n=t.get(a);n!==null&&(r[a]=n)}let s={path:location.pathname,params:r,referrer:document.referrer};sessionStorage.setItem(e,JSON.stringify(s))}catch{}}o()||c();})();';
