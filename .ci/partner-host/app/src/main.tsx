import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HostHome, HostLayout } from './HostHome';

// The portal is one lazy route of the partner's app, so the partner's own pages never load it.
// VITE_WITHOUT_PORTAL=1 builds the same app without the portal, to measure what mounting it costs.
const Painel =
  import.meta.env.VITE_WITHOUT_PORTAL === '1'
    ? null
    : lazy(() => import('./Painel').then((module) => ({ default: module.Painel })));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route element={<HostLayout />}>
          <Route path="/" element={<HostHome />} />
          {Painel ? (
            <Route
              path="/painel/*"
              element={
                <Suspense fallback={null}>
                  <Painel />
                </Suspense>
              }
            />
          ) : null}
        </Route>
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
