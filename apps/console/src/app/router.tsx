import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/** The console is served at /console (apps/api serves its build there). */
export const router = createBrowserRouter(routes, { basename: '/console' });
