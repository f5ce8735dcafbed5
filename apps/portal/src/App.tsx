import { ThemeProvider } from '@painel/ui';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <ThemeProvider skin="light">
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
