import { Button, Card, Col, Descriptions, Empty, Flex, Row, Statistic } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useOpenMenu } from '../../hooks/use-open-menu';
import type { MenuItem } from '../../menu/types';
import { permission } from '../../stores/permission';
import { session } from '../../stores/session';
import { HelpCard } from './help-card';
import { NoticeCard } from './notice-card';

const pageCount = (area: Pick<MenuItem, 'list'>) =>
  area.list.reduce((sum, group) => sum + group.list.length, 0);

/** /overview (pinned): who and where the user is, and the areas the roles open. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openMenu = useOpenMenu();
  const { tenantName, platformNum, siteUserName, name } = useSnapshot(session);
  const { menu, currentDept } = useSnapshot(permission);
  const areas = menu.filter((area) => pageCount(area) > 0 || area.path);

  const openArea = (area: (typeof areas)[number]) => {
    if (area.path) return void navigate(area.path);
    const first = area.list.flatMap((group) => group.list)[0];
    if (first) openMenu(first);
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <Descriptions
          title={t('overview.title')}
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'tenant', label: t('overview.tenant'), children: tenantName },
            { key: 'platformNum', label: t('overview.platformNum'), children: platformNum },
            { key: 'store', label: t('overview.store'), children: currentDept?.storeName ?? '—' },
            { key: 'user', label: t('overview.user'), children: name || siteUserName },
          ]}
        />
      </Card>
      <Card title={t('overview.areas')}>
        {areas.length === 0 ? (
          <Empty description={t('overview.noMenu')} />
        ) : (
          <Row gutter={[16, 16]}>
            {areas.map((area) => (
              <Col key={area.id} xs={12} sm={8} md={6} xl={4}>
                <Card size="small">
                  <Statistic
                    title={
                      <Button type="link" style={{ padding: 0 }} onClick={() => openArea(area)}>
                        {area.title}
                      </Button>
                    }
                    value={pageCount(area)}
                    formatter={(value) => t('overview.pageCount', { count: Number(value) })}
                  />
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <NoticeCard />
        </Col>
        <Col xs={24} lg={12}>
          <HelpCard />
        </Col>
      </Row>
    </Flex>
  );
}
