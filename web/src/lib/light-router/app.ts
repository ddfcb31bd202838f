// What the whole app has in place of 'react-router' (vite.config.ts): the light build's router, with what the
// staff pages use besides (docs/decisions.md "The whole app has a router of its own").
export {
  createBrowserRouter,
  matchPath,
  Navigate,
  NavLink,
  RouterProvider,
  ScrollRestoration,
  useBlocker,
  useHref,
  useMatch,
  useSearchParams,
} from './app-components';
export {
  Link,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
} from './components';
export { isRouteErrorResponse, redirect } from './router';
