import { createPortal } from '@lonna/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { plugins } from './plugins';
import './styles.css';

const galleryEnabled = import.meta.env.DEV || import.meta.env.VITE_GALLERY === '1';

async function main() {
  // the gallery plugin is imported only when enabled, so production builds do not contain it
  const extra = galleryEnabled ? [(await import('./dev-plugin')).devPlugin] : [];
  const { Root, started } = createPortal({
    plugins: [...plugins, ...extra],
    forgotPasswordUrl: import.meta.env.VITE_FORGOT_PASSWORD_URL || undefined,
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
  await started();
}

void main();
