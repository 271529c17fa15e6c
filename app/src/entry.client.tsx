import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { activateLanguage } from './i18n/i18n';
import { openingLanguage } from './i18n/deviceLanguage';

// The page hydrates once its language's messages are in: a prerendered public page finds the
// words it was rendered with, any other screen opens straight in the device's language.
void activateLanguage(openingLanguage(window.location.pathname)).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
