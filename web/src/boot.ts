// The one script a prerendered page loads by itself (web/scripts/prerender.ts compiles it on its own, outside
// the app's bundle). The page's HTML and CSS are already there, so this lets the browser show that HTML before
// anything else: only then does it start the app and preload the app's modules (the entry's and the page's,
// so that none waits for the one importing it). Downloading, evaluating and hydrating take a second or more on
// a slow phone; started first, they compete with the first paint for the network and the main thread.
// The browser reports the first contentful paint once that frame is on screen (an animation frame callback,
// even a task queued from one, can still run before it). Where paint timing is not reported, a task queued
// from the next animation frame is the nearest guess. A tab opened in the background paints nothing and runs
// no animation frame: there the app starts at once.
const boot = document.querySelector<HTMLScriptElement>('script[data-app]');
const app = boot?.dataset.app;
if (app) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import(/* @vite-ignore */ app);
    // One task per preload: starting a preload costs the main thread a few milliseconds on a slow phone, and
    // all of them at once held it for over 100 ms.
    for (const href of boot.dataset.preload?.split(' ') ?? [])
      setTimeout(() => {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      });
  };
  if (document.visibilityState === 'hidden') start();
  else if (PerformanceObserver.supportedEntryTypes.includes('paint'))
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => setTimeout(start));
  // Hidden before anything was painted: paint timing and animation frames wait for the tab to show again.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && start(), {
    once: true,
  });
  // Should a browser list paint timing and never report the paint, the page still comes alive.
  setTimeout(start, 3000);
}
