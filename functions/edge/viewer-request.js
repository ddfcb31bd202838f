// CloudFront Functions (JavaScript runtime 2.0), viewer request, every behaviour. Dependency-free: no imports,
// no exports. KNOWN_BRANDS is substituted at build time by build-edge-code.ts from web/src/brands/*/brand.json,
// and LANDING_PATHS (patterns) from web/src/config/landing-paths.ts, so this one file serves CloudFront and the
// local server.
var KNOWN_BRANDS = __KNOWN_BRANDS__;
var LANDING_PATHS = __LANDING_PATHS__.map(function (pattern) {
  return new RegExp(pattern);
});
var DEFAULT_BRAND = 'default';

function brandOf(host) {
  var name = (host || '').toLowerCase().split(':')[0];
  var labels = name.split('.');
  // Bare hosts (localhost, IP addresses, single labels) carry no brand.
  if (labels.length < 2 || /^[0-9]+$/.test(labels[labels.length - 1]) || name.charAt(0) === '[') {
    return DEFAULT_BRAND;
  }
  return KNOWN_BRANDS.indexOf(labels[0]) === -1 ? DEFAULT_BRAND : labels[0];
}

// The landing pages have a light build of their own (web/vite.light.config.ts); every other page the whole app.
function pageFor(uri) {
  for (var i = 0; i < LANDING_PATHS.length; i++) {
    if (LANDING_PATHS[i].test(uri)) return '/light.html';
  }
  return '/index.html';
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var host = request.headers.host ? request.headers.host.value : '';

  if (uri === '/v1/graphql') {
    request.uri = '/graphql';
  } else if (uri.indexOf('/v1/') === 0) {
    return request;
  } else if (uri.indexOf('/brand/') === 0) {
    request.uri = '/brands/' + brandOf(host) + uri.substring('/brand'.length);
  } else if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') === -1) {
    request.uri = pageFor(uri);
  }
  return request;
}
