import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BookApp } from './app';
import { readBookConfig } from './config';
import './styles/book.css';

const config = readBookConfig();
document.documentElement.lang = config?.lang ?? 'tr';
// Opened on its own (not in the site's iframe) the page scrolls like any other.
if (window.parent !== window) document.documentElement.classList.add('embedded');

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BookApp config={config} />
    </StrictMode>,
  );
}
