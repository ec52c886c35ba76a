import { lazy } from 'react';
import { createBrowserRouter, ScrollRestoration, Outlet } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { RouteGuard } from '../routes/guard';
import { NOT_FOUND_PAGE, PAGES } from '../routes/pages';

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

const NotFound = lazy(NOT_FOUND_PAGE.load);

export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      {
        element: <AppLayout />,
        children: [
          ...PAGES.map((page) => {
            const Page = lazy(page.load);
            return {
              path: page.path,
              element: (
                <RouteGuard access={page.access}>
                  <Page />
                </RouteGuard>
              ),
            };
          }),
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
]);
