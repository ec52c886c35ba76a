// The routes: every page of app/pages.ts behind its guard, lazily loaded, inside the app layout.
// A plain BrowserRouter (not the data router): no loaders are used, and it keeps the first load smaller.
// The build prerenders the public pages with the same routes under a StaticRouter (prerender.tsx).
import { i18n } from '@lingui/core';
import { lazy, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { loadPageMessages, pageLanguage, routerBasename } from '../i18n/language';
import { RouteGuard } from './guard';
import { NOT_FOUND_PAGE, pageAt, PAGES, type PageDef } from './pages';

/** A page's module and its messages (the shell's catalogue chunk does not hold them), fetched side by side. */
const lazyPage = ({ load, source }: Pick<PageDef, 'load' | 'source'>) =>
  lazy(() => Promise.all([load(), loadPageMessages(source)]).then(([module]) => module));

const NotFound = lazyPage(NOT_FOUND_PAGE);
const ROUTES = PAGES.map((page) => ({ ...page, Page: lazyPage(page) }));

/** A new page starts at the top (a #section link scrolls to its section instead). */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/** document.title names the page ("AirDesk – Airline Directory"), for tabs, history and screen readers. */
function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `AirDesk – ${i18n._(pageAt(pathname).title)}`;
  }, [pathname]);
  return null;
}

export function AppRouter() {
  // Every page of another language lives under its prefix (/es/auth): links and navigation keep it.
  return (
    <BrowserRouter basename={routerBasename(pageLanguage())}>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** Every route, inside whichever router holds the location (BrowserRouter, or StaticRouter when prerendering). */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      <Routes>
        <Route element={<AppLayout />}>
          {ROUTES.map(({ path, access, intro, Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <RouteGuard access={access} intro={intro}>
                  <Page />
                </RouteGuard>
              }
            />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </>
  );
}
