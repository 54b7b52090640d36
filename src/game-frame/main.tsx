import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FrameApp } from './app';
import { readFrameConfig } from './config';
import './styles/global.css';

const config = readFrameConfig();
document.documentElement.lang = config?.locale ?? 'tr';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <FrameApp config={config} />
    </StrictMode>,
  );
}
