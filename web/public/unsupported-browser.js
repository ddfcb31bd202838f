/* global document */
/* Spec 01 §2 "unsupported-browser page": Internet Explorer runs no ES modules, so the app never starts there.
   This ES5 file runs only in such browsers (index.html loads it with `nomodule`) and shows a plain page.
   The bundle (and i18next) never reaches these browsers, so the text is English here. */
(function () {
  var root = document.getElementById('root');
  if (!root) return;
  root.innerHTML =
    '<main style="max-width:32rem;margin:3rem auto;padding:0 1rem;font-family:sans-serif;line-height:1.5">' +
    '<h1>Unsupported Browser</h1>' +
    '<p>Ripple does not work in Internet Explorer or other older browsers.</p>' +
    '<p>Please open this page in a modern browser, such as Firefox, Chrome, Edge or Safari.</p>' +
    '</main>';
})();
