import { Button, Card, Empty, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenMenu } from '../hooks/use-open-menu';
import { resolveMenuTarget } from '../menu/menu-target';
import type { MenuItem } from '../menu/types';

type Area = Pick<MenuItem, 'list'>;

/** The groups and pages of one menu area, each page a button that opens it as the menu would. */
export function MenuEntries({ area }: { area: Area }) {
  const { t } = useTranslation();
  const openMenu = useOpenMenu();
  const groups = area.list.filter((group) => group.list.length > 0);
  if (groups.length === 0) return <Empty description={t('landing.empty')} />;
  const tagOf = (page: MenuItem) => {
    const kind = resolveMenuTarget(page).kind;
    if (kind === 'frame') return <Tag color="blue">{t('landing.embedded')}</Tag>;
    if (kind === 'planned') return <Tag>{t('landing.planned')}</Tag>;
    if (kind === 'missing') return <Tag color="warning">{t('landing.noLink')}</Tag>;
    return null;
  };
  return (
    <Flex vertical gap={16}>
      {groups.map((group) => (
        <Card key={group.id} size="small" title={group.title}>
          <Flex wrap gap={8}>
            {group.list.map((page) => (
              <Flex key={page.id} align="center" gap={4}>
                <Button onClick={() => openMenu(page)}>{page.title}</Button>
                {tagOf(page)}
              </Flex>
            ))}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
