// What the light build has in place of 'react-router' (vite.light.config.ts): the names its pages import.
export {
  createBrowserRouter,
  Link,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from './components';
export { isRouteErrorResponse, redirect } from './router';
