import { Col, Form, Input, Row } from 'antd';
import { endsAfterStart } from './date-time.ts';

export type ScheduleWord = 'starts' | 'ends' | 'startsRequired' | 'endsRequired' | 'endsAfterStart';

interface Props {
  words(word: ScheduleWord): string;
  /** The start can no longer move (a started voucher's). */
  startDisabled?: boolean;
}

/**
 * A required window as two datetime-local inputs side by side (stacked on a phone), `starts_at` and `ends_at`, the
 * end checked to come after the start: promo codes, shop vouchers, deals.
 */
export function ScheduleFields({ words, startDisabled = false }: Props) {
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item
          label={words('starts')}
          name="starts_at"
          rules={[{ required: true, message: words('startsRequired') }]}
        >
          <Input type="datetime-local" disabled={startDisabled} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          label={words('ends')}
          name="ends_at"
          dependencies={['starts_at']}
          rules={[
            { required: true, message: words('endsRequired') },
            endsAfterStart('starts_at', words('endsAfterStart')),
          ]}
        >
          <Input type="datetime-local" />
        </Form.Item>
      </Col>
    </Row>
  );
}
