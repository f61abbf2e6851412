import { Checkbox, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

interface Props<Choice extends string> {
  /** Every choice, in the order shown and kept in the value. */
  choices: readonly Choice[];
  label(choice: Choice): ReactNode;
  /** A line under the label saying what the choice grants. */
  description(choice: Choice): ReactNode;
  /** Given by the `Form.Item` that holds the list. */
  id?: string;
  value?: readonly Choice[];
  onChange?(value: Choice[]): void;
}

/**
 * Checkboxes choosing several of a fixed set (an operator's or a staff member's roles, the roles that need two
 * factors), each with a line saying what it means; the value is the ticked choices in the set's order.
 *
 * Not antd's `Checkbox.Group`: the group keeps only the values of checkboxes that have registered with it, and they
 * register in an effect after the first render, so a tick landing before those effects ran emptied the whole field.
 * Here each box's state is read from the value alone.
 */
export function ChoiceList<Choice extends string>({
  choices,
  label,
  description,
  id,
  value = [],
  onChange,
}: Props<Choice>) {
  const toggle = (choice: Choice, ticked: boolean) =>
    onChange?.(choices.filter((each) => (each === choice ? ticked : value.includes(each))));
  return (
    <Flex id={id} vertical gap={10}>
      {choices.map((choice) => (
        <Checkbox
          key={choice}
          value={choice}
          checked={value.includes(choice)}
          onChange={(event) => toggle(choice, event.target.checked)}
        >
          <Typography.Text strong>{label(choice)}</Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {description(choice)}
          </Typography.Text>
        </Checkbox>
      ))}
    </Flex>
  );
}
