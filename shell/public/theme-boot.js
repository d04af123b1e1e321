// Runs before the first paint (a blocking script in <head>, external because
// the Content-Security-Policy forbids inline scripts): applies the saved
// theme, or the system's, so the page never flashes the wrong one.
(function () {
  var mode;
  try {
    mode = localStorage.getItem('platform:theme');
  } catch {
    mode = null;
  }
  if (mode !== 'light' && mode !== 'dark') {
    mode = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.dataset.theme = mode;
})();
