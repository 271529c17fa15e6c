import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { activateLanguage } from './i18n/i18n';
import { openingLanguage } from './i18n/deviceLanguage';
import { partsForPath } from './i18n/catalogueParts';

type RouterWindow = Window & { __reactRouterContext?: { isSpaMode?: boolean } };

// The page hydrates once the messages it shows are in: a prerendered public page finds the words
// it was rendered with, any other screen opens straight in the device's language. The router
// marks the single-page shell (index.html) as its SPA mode, against a page prerendered for its path.
const { pathname } = window.location;
const prerendered = !(window as RouterWindow).__reactRouterContext?.isSpaMode;
void activateLanguage(openingLanguage(pathname, prerendered), partsForPath(pathname)).finally(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  },
);
