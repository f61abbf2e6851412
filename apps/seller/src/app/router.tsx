import { createBrowserRouter } from 'react-router';
import { APP_BASENAME } from '../lib/base-path.ts';
import { routes } from './routes.tsx';

/** Served at /seller on every host and at / of a merchant. host: the basename follows the address it was opened at. */
export const router = createBrowserRouter(routes, { basename: APP_BASENAME });
