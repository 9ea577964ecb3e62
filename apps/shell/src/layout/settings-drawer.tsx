import { CheckOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Form, Segmented, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LANGUAGE_NAMES, LANGUAGES } from '../i18n';
import { appState, setLanguage, setSize, type Size } from '../stores/app';
import { session } from '../stores/session';
import {
  setSetting,
  setThemeColor,
  settings,
  THEME_PRESETS,
  themeColorFor,
  type Toggle,
} from '../stores/settings';
import { withAntdScope } from '../components/antd-scope';

const TOGGLES: readonly Toggle[] = ['tagsView', 'fixedHeader', 'sidebarLogo'];
const SIZES: readonly Size[] = ['small', 'medium', 'large'];

/**
 * The settings and theme drawer (SHELL-14, SHELL-15): a chunk of its own, loaded when its panel
 * button is first pressed. Every change applies at once, without a reload.
 */
function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const state = useSnapshot(settings);
  const { language, size } = useSnapshot(appState);
  const { platformNum } = useSnapshot(session);
  const current = themeColorFor(state, platformNum);
  return (
    <Drawer title={t('topBar.settings.title')} open={open} onClose={onClose} size={320}>
      <Form
        layout="horizontal"
        labelCol={{ span: 12 }}
        wrapperCol={{ span: 12 }}
        labelAlign="left"
        colon={false}
      >
        <Form.Item label={t('topBar.settings.themeColor')}>
          <Flex wrap gap={6} role="radiogroup" aria-label={t('topBar.settings.themeColor')}>
            {THEME_PRESETS.map((color) => (
              <Tooltip key={color} title={color}>
                <Button
                  role="radio"
                  aria-checked={color === current}
                  aria-label={color}
                  size="small"
                  onClick={() => setThemeColor(color)}
                  style={{ background: color, borderColor: color, color: '#fff', width: 24 }}
                  icon={color === current ? <CheckOutlined /> : undefined}
                />
              </Tooltip>
            ))}
          </Flex>
        </Form.Item>
        {TOGGLES.map((key) => (
          <Form.Item key={key} label={t(`topBar.settings.${key}`)}>
            <Switch
              aria-label={t(`topBar.settings.${key}`)}
              checked={state[key]}
              onChange={(checked) => setSetting(key, checked)}
            />
          </Form.Item>
        ))}
        <Form.Item label={t('topBar.settings.size')}>
          <Segmented<Size>
            value={size}
            onChange={setSize}
            options={SIZES.map((value) => ({ value, label: t(`topBar.settings.sizes.${value}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('topBar.settings.language')}>
          <Segmented
            value={language}
            onChange={(next) => void setLanguage(next)}
            options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

export default withAntdScope(SettingsDrawer);
