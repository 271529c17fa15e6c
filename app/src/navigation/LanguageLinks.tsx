import { Link, useLocation } from 'react-router';
import { Stack, TextLink } from '@taskboard/ui';
import { activateLanguage, activeLanguage } from '../i18n/i18n';
import { isPublicPage, rememberLanguage } from '../i18n/deviceLanguage';
import { pathInLanguage, uiLanguages, type UiLanguage } from '../i18n/languages';
import { useT } from '../i18n/useT';

/**
 * The public pages' language choice: one link per language, each named in its own language
 * (a reader finds theirs without reading the current one). A prerendered page links to its own
 * translation; the choice is remembered on this device and applies at once.
 */
export function LanguageLinks() {
  const t = useT();
  const { pathname, search } = useLocation();
  const choose = (language: UiLanguage) => {
    rememberLanguage(language);
    void activateLanguage(language, []);
  };
  return (
    <nav aria-label={t('common.language.label')}>
      <Stack as="ul" direction="row" gap="md" wrap>
        {uiLanguages.map((language) => (
          <li key={language} lang={language}>
            <TextLink asChild>
              <Link
                to={
                  (isPublicPage(pathname) ? pathInLanguage(pathname, language) : pathname) + search
                }
                hrefLang={language}
                aria-current={language === activeLanguage() ? 'true' : undefined}
                onClick={() => choose(language)}
              >
                {t(`common.language.${language}`)}
              </Link>
            </TextLink>
          </li>
        ))}
      </Stack>
    </nav>
  );
}
