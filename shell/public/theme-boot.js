// Runs before the first paint (a blocking script in <head>, external because
// the Content-Security-Policy forbids inline scripts): applies the saved
// theme, or the system's, so the page never flashes the wrong one.
//
// The saved choice is the `platform_theme` cookie (the site server renders
// in it), else localStorage (choices made before the cookie existed, copied
// into the cookie), else the system's preference. The system's preference is
// not a choice: it goes into its own cookie, `platform_theme_system`, on
// every page, so the server renders the next page in it and a student who
// changes the system's setting is followed, not held to an old one.
//
// A server-rendered page (`<html data-server-theme>`) keeps the theme it was
// rendered in: React hydrates that markup and must find the same theme. A
// different preference is left in `data-preferred-theme`, which the shell
// applies after hydration (usePreferredThemeAfterHydration). Until then the
// page is held back (`data-theme-switching`: the preferred theme's background,
// the body hidden), so a first visit from a dark phone whose browser sent no
// colour-scheme hint never paints a light frame; the shell lets it show once
// the preferred theme is drawn, and after 3 s the page shows whatever happens.
(function () {
  var root = document.documentElement;
  var valid = function (mode) {
    return mode === 'light' || mode === 'dark';
  };
  var year = '; Path=/; Max-Age=31536000; SameSite=Lax';
  var system = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.cookie = 'platform_theme_system=' + system + year;
  var fromCookie = /(?:^|;\s*)platform_theme=(light|dark)(?:;|$)/.exec(document.cookie);
  var mode = fromCookie ? fromCookie[1] : null;
  if (!valid(mode)) {
    try {
      mode = localStorage.getItem('platform:theme');
    } catch {
      mode = null;
    }
    if (valid(mode)) document.cookie = 'platform_theme=' + mode + year;
  }
  if (!valid(mode)) mode = system;

  // The page background of each theme (shared/ui tokens: colors.background),
  // set on <html> itself so it outweighs index.html's colours for the other one.
  function holdBackUntilSwitched(preferred) {
    root.style.backgroundColor = preferred === 'dark' ? '#11141b' : '#f6f7fb';
    root.style.colorScheme = preferred;
    var style = document.createElement('style');
    style.textContent = ':root[data-theme-switching] body{visibility:hidden}';
    document.head.appendChild(style);
    root.setAttribute('data-theme-switching', preferred);
    // The shell removes the attribute once the preferred theme is drawn; the colours go with it.
    var release = function () {
      root.removeAttribute('data-theme-switching');
      root.style.removeProperty('background-color');
      root.style.removeProperty('color-scheme');
    };
    if (window.MutationObserver) {
      new MutationObserver(function (changes, observer) {
        if (root.hasAttribute('data-theme-switching')) return;
        observer.disconnect();
        release();
      }).observe(root, { attributes: true, attributeFilter: ['data-theme-switching'] });
    }
    setTimeout(release, 3000);
  }
  var rendered = root.getAttribute('data-server-theme');
  if (valid(rendered)) {
    if (mode !== rendered) {
      root.setAttribute('data-preferred-theme', mode);
      holdBackUntilSwitched(mode);
    }
  } else {
    root.setAttribute('data-theme', mode);
  }
})();
