import { ActionIcon, Button, ColorInput, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DESIGNER_CATEGORY_TEXTS as T } from '../../../../contracts/seating-web.messages.ts';
import type { ChartDocument, SeatCategory } from '../../../../contracts/seating.ts';
import { SEATING_LIMITS } from '../../../../domain/seating/index.ts';
import { addCategory, removeCategory, updateCategory } from './chart-edit.ts';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The chart's categories (what ticket types will sell): name and colour; removing one takes it off its seats. */
export function CategoriesPanel({
  categories,
  apply,
}: {
  categories: SeatCategory[];
  apply: (edit: (doc: ChartDocument) => ChartDocument, key?: string) => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="designer-categories">
      <Title order={2} fz="sm" id="designer-categories">
        {T.title}
      </Title>
      {categories.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {T.empty}
        </Text>
      ) : null}
      {categories.map((category, i) => (
        <Group key={category.key} gap={6} wrap="nowrap" align="center">
          <ColorInput
            size="xs"
            w={110}
            format="hex"
            withEyeDropper={false}
            aria-label={T.color(category.name)}
            value={category.color}
            onChange={(color) => HEX.test(color) && apply((d) => updateCategory(d, category.key, { color }), `category:${category.key}:color`)}
          />
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={T.name(i + 1)}
            value={category.name}
            maxLength={SEATING_LIMITS.categoryName}
            onChange={(e) => {
              const name = e.currentTarget.value;
              apply((d) => updateCategory(d, category.key, { name }), `category:${category.key}:name`);
            }}
          />
          <ActionIcon variant="subtle" color="red" aria-label={T.remove(category.name)} onClick={() => apply((d) => removeCategory(d, category.key))}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} />}
        disabled={categories.length >= SEATING_LIMITS.categories}
        onClick={() => apply(addCategory)}
      >
        {T.add}
      </Button>
    </Stack>
  );
}
