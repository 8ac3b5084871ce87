import { ActionSheet } from 'antd-mobile';
import { LANGS, LANGUAGE_NAMES, type Lang } from '@bazaar/contract';

export interface LanguageSheetProps {
  visible: boolean;
  current: Lang;
  title: string;
  cancelText: string;
  onClose: () => void;
  onChoose: (lang: string) => void;
}

/** The six languages, each named in itself, in a sheet from the bottom of the screen. */
export default function LanguageSheet({ visible, current, title, cancelText, onClose, onChoose }: LanguageSheetProps) {
  return (
    <ActionSheet
      visible={visible}
      onClose={onClose}
      extra={title}
      cancelText={cancelText}
      actions={LANGS.map((lang) => ({
        key: lang,
        text: <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>,
        bold: lang === current,
        description: lang === current ? '✓' : undefined,
      }))}
      onAction={(action) => {
        onClose();
        onChoose(String(action.key));
      }}
    />
  );
}
