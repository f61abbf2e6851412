import type { ShopperProfileDto } from '@shop/contract/console-shoppers';
import { normalizeLang } from '@shop/contract/languages';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Descriptions, Flex, Row, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { regionName } from '@shop/desk/regions/regions.ts';

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** The shopper's name as they wrote it, given name first; empty when they have not filled it in. */
function fullName({ given_name, family_name }: Pick<ShopperProfileDto, 'given_name' | 'family_name'>): string {
  return [given_name, family_name].filter(Boolean).join(' ');
}

/** The profile: who the shopper is, how to reach them, their money and the state of their payment code. */
export function ShopperProfileCard({ shopper }: { shopper: ShopperProfileDto }) {
  const { t } = useTranslation('shoppers');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const name = fullName(shopper);
  const lang = normalizeLang(shopper.lang);

  return (
    <Card style={{ marginBottom: 16 }}>
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={16}>
          <Flex gap={16} align="center" style={{ marginBottom: 16 }}>
            <Avatar size={56} icon={<UserOutlined />} style={{ flex: 'none', background: '#1677ff' }} />
            <div style={{ minWidth: 0 }}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {name || shopper.account}
              </Typography.Title>
              <Typography.Text type="secondary">
                {name
                  ? t('profile.idAndAccount', { id: shopper.id, account: shopper.account })
                  : t('profile.id', { id: shopper.id })}
              </Typography.Text>
            </div>
          </Flex>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2, xxl: 3 }}
            items={[
              { key: 'name', label: t('profile.name'), children: name || none },
              { key: 'email', label: t('profile.email'), children: shopper.email || none },
              { key: 'mobile', label: t('profile.mobile'), children: shopper.mobile || none },
              {
                key: 'country',
                label: t('profile.country'),
                children: shopper.country ? `${regionName(shopper.country, format.lang)} (${shopper.country})` : none,
              },
              {
                key: 'lang',
                label: t('profile.language'),
                children: lang ? desk(`languages.${lang}`) : shopper.lang || none,
              },
              { key: 'created', label: t('profile.created'), children: format.dateTime(shopper.created_at) },
              {
                key: 'login',
                label: t('profile.lastLogin'),
                children: shopper.last_login_at ? format.dateTime(shopper.last_login_at) : t('profile.never'),
              },
              {
                key: 'payCode',
                label: t('profile.payCode'),
                children: shopper.has_pay_password ? (
                  <Tag color="green">{t('profile.payCodeSet')}</Tag>
                ) : (
                  <Tag>{t('profile.payCodeNotSet')}</Tag>
                ),
              },
              {
                key: 'lockedUntil',
                label: t('profile.lockedUntil'),
                children:
                  shopper.pay_locked && shopper.pay_locked_until ? (
                    <Typography.Text type="warning">{format.dateTime(shopper.pay_locked_until)}</Typography.Text>
                  ) : (
                    t('profile.notLocked')
                  ),
              },
            ]}
          />
        </Col>
        <Col xs={24} xl={8}>
          <Row gutter={[16, 16]}>
            <Col span={12}>
              <Statistic title={t('profile.balance')} value={format.money(shopper.balance)} />
            </Col>
            <Col span={12}>
              <Statistic title={t('profile.paidTotal')} value={format.money(shopper.figures.paid_total)} />
            </Col>
            <Col span={12}>
              <Statistic title={t('profile.orders')} value={format.number(shopper.figures.orders)} />
            </Col>
            <Col span={12}>
              <Statistic title={t('profile.paidOrders')} value={format.number(shopper.figures.paid_orders)} />
            </Col>
          </Row>
        </Col>
      </Row>
    </Card>
  );
}
