import { useUnit } from 'effector-react';
import { useT } from '../../i18n/runtime';
import { navigated } from '../../portal/router';
import { logoutClicked } from '../../session/model';
import { $account } from '../../session/state';
import { $theme, themeToggled } from '../../theme/model';
import { Menu, MoonIcon, SunIcon, useConfirmLeave } from '../../ui';
import { ChangePasswordDialog, changePasswordOpened, KeyIcon } from '../change-password';
import { languageChosen, LANGUAGES } from '../language-picker/model';
import { $locale } from '../../i18n/runtime';
import { GlobeIcon, LogoutIcon, SettingsIcon, UserIcon } from '../icons';

/** Spec §9: the user menu is at most 300 high. */
export const USER_MENU_MAX_HEIGHT = 300;

export function UserMenu() {
  const t = useT();
  const [locale, chooseLanguage] = useUnit([$locale, languageChosen]);
  const [account, theme, navigate, toggleTheme, logout, openChangePassword] = useUnit([
    $account,
    $theme,
    navigated,
    themeToggled,
    logoutClicked,
    changePasswordOpened,
  ]);
  const confirmLeave = useConfirmLeave();
  // leaving for settings or signing out abandons a dirty form: ask first
  const guarded = (action: () => void) => () => void confirmLeave().then((leave) => leave && action());
  const name = account?.Namn ?? '';
  return (
    <>
      <Menu
        buttonLabel={t('shell.userMenu.label', { name })}
        maxHeight={USER_MENU_MAX_HEIGHT}
        button={
          <>
            <UserIcon />
            <span className="hidden max-w-40 truncate sm:inline">{name}</span>
          </>
        }
        items={[
          { label: t('shell.userMenu.settings'), icon: <SettingsIcon />, onSelect: guarded(() => navigate('/userAppSettings')) },
          { label: t('shell.userMenu.changePassword'), icon: <KeyIcon />, onSelect: () => openChangePassword() },
          theme === 'dark'
            ? { label: t('shell.userMenu.themeLight'), icon: <SunIcon />, onSelect: () => toggleTheme() }
            : { label: t('shell.userMenu.themeDark'), icon: <MoonIcon />, onSelect: () => toggleTheme() },
          // the other languages, each in its own name (a user who cannot read the current one still finds theirs)
          ...LANGUAGES.filter((l) => l.locale !== locale).map((l) => ({
            label: t(`shell.language.${l.locale}`),
            lang: l.locale,
            icon: <GlobeIcon />,
            onSelect: () => chooseLanguage(l.locale),
          })),
          { label: t('shell.userMenu.logout'), icon: <LogoutIcon />, onSelect: guarded(() => logout()) },
        ]}
      />
      <ChangePasswordDialog />
    </>
  );
}
