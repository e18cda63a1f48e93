var l={exports:{}},r={};/**
 * @license React
 * react-jsx-runtime.production.js
 *
 * Copyright (c) Meta Platforms, Inc. and affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */var d;function x(){if(d)return r;d=1;var s=Symbol.for("react.transitional.element"),u=Symbol.for("react.fragment");function n(o,t,e){var i=null;if(e!==void 0&&(i=""+e),t.key!==void 0&&(i=""+t.key),"key"in t){e={};for(var a in t)a!=="key"&&(e[a]=t[a])}else e=t;return t=e.ref,{$$typeof:s,type:o,key:i,ref:t!==void 0?t:null,props:e}}return r.Fragment=u,r.jsx=n,r.jsxs=n,r}var c;function E(){return c||(c=1,l.exports=x()),l.exports}var R=E();const m="theme";function k({className:s,children:u}){function n(){const o=!document.documentElement.classList.contains("dark");document.documentElement.classList.toggle("dark",o);try{localStorage.setItem(m,o?"dark":"light")}catch{}}return R.jsx("button",{type:"button",className:s,onClick:n,"data-testid":"theme-toggle",children:u})}export{k as ThemeToggle};
