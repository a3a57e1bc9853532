/**
 * Paint first, then run the JavaScript.
 *
 * Docusaurus loads its bundles with `<script defer>`, which run as soon as the document
 * is parsed: when they are already at hand (cached, or a fast network) the browser
 * evaluates about 80 KB of compressed JS, and starts loading the page's chunks, before
 * it paints anything. On a slow phone that holds back the first paint of a page whose
 * HTML is already complete.
 *
 * This template keeps the download as early as before (each bundle is preloaded at the
 * low priority deferred scripts get) but starts the scripts, in order, only once the
 * browser has reported its first contentful paint. A tab opened in the background, a
 * browser without paint timing, or a paint that never comes (after 3 s) starts them at
 * once. The rest is Docusaurus 3.8.1's own template (core/lib/ssg/ssgTemplate.html.js).
 *
 * Docusaurus's base-URL banner (home page) decides at DOMContentLoaded whether the
 * bundles ran, by looking for `window.docusaurus`; that is now too early to tell. The
 * script holds that place with a marker and shows the banner itself if a bundle fails
 * to load, which is what the check stands for.
 */

/** Runs in the page; ES5, so it needs no transpiling. Identical on every page (one CSP hash). */
export const START_AFTER_FIRST_PAINT = `(function () {
  var pending = {bundlesPending: true};
  if (typeof window.docusaurus === 'undefined') window.docusaurus = pending;
  var failed = false;
  function fail() {
    if (failed || window.docusaurus !== pending) return;
    failed = true;
    window.docusaurus = undefined;
    if (typeof window.insertBanner === 'function') window.insertBanner();
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var bundles = document.querySelectorAll('link[data-start-after-paint]');
    for (var i = 0; i < bundles.length; i++) {
      var script = document.createElement('script');
      script.src = bundles[i].href;
      script.async = false;
      script.onerror = fail;
      document.head.appendChild(script);
    }
  }
  if (document.visibilityState === 'hidden' || typeof PerformanceObserver !== 'function') return start();
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({type: 'paint', buffered: true});
  } catch (error) {
    return start();
  }
  setTimeout(start, 3000);
})();`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" data-start-after-paint>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>${START_AFTER_FIRST_PAINT}</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
