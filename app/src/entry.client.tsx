import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { activateLanguage } from './i18n/i18n';
import { openingLanguage } from './i18n/deviceLanguage';
import { partsForPath } from './i18n/catalogueParts';

// The page hydrates once the messages it shows are in: a prerendered public page finds the words
// it was rendered with, any other screen opens straight in the device's language.
const { pathname } = window.location;
void activateLanguage(openingLanguage(pathname), partsForPath(pathname)).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
