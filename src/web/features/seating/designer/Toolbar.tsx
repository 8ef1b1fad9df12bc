import { ActionIcon, Divider, Group, Text, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBoxMultiple,
  IconCopy,
  IconCircleDot,
  IconDotsCircleHorizontal,
  IconHandStop,
  IconLayoutDistributeHorizontal,
  IconMaximize,
  IconPointer,
  IconSquareDot,
  IconTextSize,
  IconTrash,
  IconUsersGroup,
  IconZoomIn,
  IconZoomOut,
  IconMovie,
  type Icon,
} from '@tabler/icons-react';
import { memo } from 'react';
import { DESIGNER_TEXTS, DESIGNER_TOOL_TEXTS as T } from '../../../../contracts/seating-web.messages.ts';
import type { ToolKind } from './chart-edit.ts';

export type PointerMode = 'select' | 'pan';

const ADD_TOOLS: { kind: ToolKind; label: string; icon: Icon }[] = [
  { kind: 'row', label: T.row, icon: IconLayoutDistributeHorizontal },
  { kind: 'curvedRow', label: T.curvedRow, icon: IconDotsCircleHorizontal },
  { kind: 'roundTable', label: T.roundTable, icon: IconCircleDot },
  { kind: 'rectTable', label: T.rectTable, icon: IconSquareDot },
  { kind: 'area', label: T.area, icon: IconUsersGroup },
  { kind: 'stage', label: T.stage, icon: IconMovie },
  { kind: 'text', label: T.text, icon: IconTextSize },
];

function ToolButton({
  label,
  icon: I,
  onClick,
  disabled,
  pressed,
}: {
  label: string;
  icon: Icon;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon size="lg" variant={pressed ? 'filled' : 'default'} aria-label={label} aria-pressed={pressed} disabled={disabled} onClick={onClick}>
        <I size={18} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}

export interface ToolbarProps {
  mode: PointerMode;
  onMode: (mode: PointerMode) => void;
  onAdd: (kind: ToolKind) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onZoom: (factor: number) => void;
  onFit: () => void;
  scale: number;
  hasSelection: boolean;
  canCopySection: boolean;
  onDelete: () => void;
  onDuplicate: () => void;
  onCopySection: () => void;
}

/**
 * Every tool is a named button (keyboard and screen readers reach all of them). An add tool puts the new object in
 * the middle of the view, selected, ready to drag or to nudge with the arrow keys: one click, no drawing mode to leave.
 */
export const Toolbar = memo(function Toolbar(p: ToolbarProps) {
  return (
    <Group gap={6} role="toolbar" aria-label={T.toolbar} wrap="wrap">
      <ToolButton label={T.select} icon={IconPointer} pressed={p.mode === 'select'} onClick={() => p.onMode('select')} />
      <ToolButton label={T.pan} icon={IconHandStop} pressed={p.mode === 'pan'} onClick={() => p.onMode('pan')} />
      <Divider orientation="vertical" />
      {ADD_TOOLS.map((tool) => (
        <ToolButton key={tool.kind} label={tool.label} icon={tool.icon} onClick={() => p.onAdd(tool.kind)} />
      ))}
      <Divider orientation="vertical" />
      <ToolButton label={T.copySection} icon={IconBoxMultiple} disabled={!p.canCopySection} onClick={p.onCopySection} />
      <ToolButton label={T.duplicate} icon={IconCopy} disabled={!p.hasSelection} onClick={p.onDuplicate} />
      <ToolButton label={T.delete} icon={IconTrash} disabled={!p.hasSelection} onClick={p.onDelete} />
      <Divider orientation="vertical" />
      <ToolButton label={T.undo} icon={IconArrowBackUp} disabled={!p.canUndo} onClick={p.onUndo} />
      <ToolButton label={T.redo} icon={IconArrowForwardUp} disabled={!p.canRedo} onClick={p.onRedo} />
      <Divider orientation="vertical" />
      <ToolButton label={T.zoomOut} icon={IconZoomOut} onClick={() => p.onZoom(1 / 1.25)} />
      <ToolButton label={T.zoomIn} icon={IconZoomIn} onClick={() => p.onZoom(1.25)} />
      <ToolButton label={T.fit} icon={IconMaximize} onClick={p.onFit} />
      <Text fz="xs" c="dimmed" w={40} aria-hidden>
        {DESIGNER_TEXTS.zoom(p.scale)}
      </Text>
    </Group>
  );
});
