import { DESIGNER_OBJECT_NAMES as N } from '../../../../contracts/seating-web.messages.ts';
import type { ChartObject } from '../../../../contracts/seating.ts';

/** What a screen reader hears for a drawn object: 'Row A, 12 seats, Orchestra', 'Standing area Floor, 300 places'. */
export function objectName(object: ChartObject, seatCount: number): string {
  switch (object.type) {
    case 'row':
      return N.row(object.label, seatCount, object.section);
    case 'table':
      return N.table(object.label, seatCount, object.section);
    case 'area':
      return N.area(object.label, object.capacity);
    case 'shape':
      return object.shape === 'stage' ? N.stage(object.label) : N.shape(object.label);
    case 'text':
      return N.text(object.text);
  }
}
