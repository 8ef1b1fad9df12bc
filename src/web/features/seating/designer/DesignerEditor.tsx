import { Alert, Box, Button, Flex, Group, Paper, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { DESIGNER_TEXTS as T } from '../../../../contracts/seating-web.messages.ts';
import type { ChartObject } from '../../../../contracts/seating.ts';
import { SEATING_LIMITS, layoutChart, validateChart } from '../../../../domain/seating/index.ts';
import { errorMessage } from '../../../app/http.ts';
import { notifySuccess } from '../../../app/notify.ts';
import { useLeaveGuard } from '../../../ui/form/useLeaveGuard.tsx';
import { ButtonLink } from '../../../ui/links.tsx';
import { useSaveChart, type ChartView } from '../api.ts';
import { CategoriesPanel } from './CategoriesPanel.tsx';
import { DesignerCanvas } from './DesignerCanvas.tsx';
import { chartBounds } from './geometry.ts';
import { IssuesPanel } from './IssuesPanel.tsx';
import { PropertiesPanel } from './PropertiesPanel.tsx';
import { Toolbar, type PointerMode } from './Toolbar.tsx';
import { useDesignerActions } from './useDesignerActions.ts';
import { useDesignerKeys } from './useDesignerKeys.ts';
import { useDesignerState } from './useDesignerState.ts';
import { useViewport } from './useViewport.ts';

function seatTotals(objects: ChartObject[], seats: number) {
  return { seats, standing: objects.reduce((sum, o) => sum + (o.type === 'area' ? o.capacity : 0), 0) };
}

/** The seat-chart designer (issue 32): toolbar, drawing, and the properties, categories and checks beside it. */
export function DesignerEditor({ chart, ownerId, username }: { chart: ChartView; ownerId: string; username: string }) {
  const state = useDesignerState({ name: chart.name, document: chart.document });
  const { doc, selection, selected, setSelection, apply } = state;
  const save = useSaveChart(ownerId);
  const svgRef = useRef<SVGSVGElement>(null);
  const viewport = useViewport(svgRef, () => chartBounds(doc));
  const [mode, setMode] = useState<PointerMode>('select');

  // The whole-chart work (every seat laid out again) follows the edit instead of holding up its frame: on a big
  // chart a drag or a nudge is drawn first, the checks and the count a moment later.
  const checked = useDeferredValue(doc);
  const issues = useMemo(() => validateChart(checked), [checked]);
  const totals = useMemo(() => seatTotals(checked.objects, layoutChart(checked).length), [checked]);

  const onSave = () => {
    if (save.isPending || !state.dirty) return;
    const body = { name: state.name.trim() || chart.name, document: doc };
    save.mutate({ id: chart.id, body }, { onSuccess: () => (state.markSaved(body), notifySuccess(T.saved)) });
  };
  const act = useDesignerActions(state, viewport);
  const objects = useMemo(() => doc.objects.filter((o) => selection.ids.includes(o.id)), [doc.objects, selection.ids]);
  const panels = useMemo(
    () => (
      <Stack gap="lg">
        <PropertiesPanel
          objects={objects}
          seat={selection.seat}
          categories={doc.categories}
          onPatch={act.patch}
          seatActions={act.seat}
          onCategory={act.category}
          onCopySection={act.copySection}
        />
        <CategoriesPanel categories={doc.categories} apply={apply} />
        <IssuesPanel issues={issues} onSelect={act.showIssue} />
      </Stack>
    ),
    [objects, selection.seat, doc.categories, act.patch, act.seat, act.category, act.copySection, apply, issues, act.showIssue],
  );

  const space = useDesignerKeys({
    hasSelection: selection.ids.length > 0,
    nudge: act.nudge,
    remove: () => void act.remove(),
    deselect: act.deselect,
    selectAll: act.selectAll,
    duplicate: act.duplicate,
    undo: state.undo,
    redo: state.redo,
    save: onSave,
  });
  const leaveGuard = useLeaveGuard(() => state.dirty && !save.isPending, T.leave);

  return (
    <Stack gap="sm">
      <VisuallyHidden>
        <Title order={1}>{T.heading(chart.name)}</Title>
      </VisuallyHidden>
      <ButtonLink
        to="/manage/$username/seating"
        params={{ username }}
        variant="subtle"
        size="xs"
        leftSection={<IconArrowLeft size={14} />}
        w="fit-content"
      >
        {T.back}
      </ButtonLink>
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label={T.name}
          value={state.name}
          maxLength={SEATING_LIMITS.chartName}
          onChange={(e) => state.setName(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 220, maxWidth: 420 }}
        />
        <Group gap="sm">
          <Text fz="sm" fw={600} data-testid="designer-seat-count">
            {T.seatCount(totals.seats, totals.standing)}
          </Text>
          <Text fz="sm" c={state.dirty ? 'dark' : 'gray.7'} fw={state.dirty ? 600 : undefined} role="status">
            {state.dirty ? T.unsaved : T.allSaved}
          </Text>
          <Button leftSection={<IconDeviceFloppy size={16} />} onClick={onSave} loading={save.isPending} disabled={!state.dirty}>
            {T.save}
          </Button>
        </Group>
      </Group>
      {save.isError ? (
        <Alert color="red" variant="light" title={T.saveFailed} withCloseButton onClose={() => save.reset()}>
          {errorMessage(save.error, T.saveFailed)}
        </Alert>
      ) : null}
      <Toolbar
        mode={mode}
        onMode={setMode}
        onAdd={act.add}
        canUndo={state.canUndo}
        canRedo={state.canRedo}
        onUndo={state.undo}
        onRedo={state.redo}
        onZoom={viewport.zoomBy}
        onFit={viewport.fit}
        scale={viewport.view.scale}
        hasSelection={selection.ids.length > 0}
        canCopySection={selected?.type === 'row' || selected?.type === 'table'}
        onDelete={act.remove}
        onDuplicate={act.duplicate}
        onCopySection={act.copySection}
      />
      {/* Phones: the drawing first, the panels below it (the designer is a desktop tool that still works at 375 px). */}
      <Flex direction={{ base: 'column', md: 'row' }} gap="md" align="stretch">
        <Box flex={{ base: '0 0 auto', md: '1 1 0' }} miw={0} h={{ base: '60vh', md: 'calc(100vh - 260px)' }} mih={320}>
          <DesignerCanvas
            svgRef={svgRef}
            viewport={viewport}
            doc={doc}
            selection={selection}
            panning={mode === 'pan' || space}
            onSelection={setSelection}
            onMove={act.move}
          />
        </Box>
        <Paper
          withBorder
          p="sm"
          radius="md"
          w={{ base: '100%', md: 300 }}
          style={{ flexShrink: 0, overflowY: 'auto' }}
          mah={{ md: 'calc(100vh - 240px)' }}
        >
          {panels}
        </Paper>
      </Flex>
      {leaveGuard}
    </Stack>
  );
}
