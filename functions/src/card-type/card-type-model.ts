/** The platform catalogue of physical SIM card types: form factor, grade and operating temperature. */

import { CARD_GRADES, FORM_FACTORS, type cardTypeEntity } from '../shared/data/entities/card-type.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';

export { CARD_GRADES, FORM_FACTORS };
export type FormFactor = (typeof FORM_FACTORS)[number];
export type CardGrade = (typeof CARD_GRADES)[number];

/** Operating temperatures (°C) a type may state; industrial chips go to -40..105. */
export const TEMP_MIN = -60;
export const TEMP_MAX = 150;

/** A card type as stored. */
export type CardType = InferItem<typeof cardTypeEntity>;

/** Whether the operating range is a range: the maximum strictly above the minimum. */
export const validTempRange = (min: number, max: number): boolean => max > min;

/** The card types the demo dataset starts with. */
export const demoCardTypes: Omit<CardType, 'createdAt' | 'updatedAt'>[] = [
  {
    typeId: 'CT4FFC',
    code: '4FF-C',
    name: 'Nano SIM, consumer',
    formFactor: '4FF',
    grade: 'consumer',
    tempMinC: -25,
    tempMaxC: 85,
    remark: '',
    stockCount: 0,
  },
  {
    typeId: 'CTTRIPLEI',
    code: 'TRIPLE-I',
    name: 'Triple cut, industrial',
    formFactor: 'TRIPLE',
    grade: 'industrial',
    tempMinC: -40,
    tempMaxC: 105,
    remark: '2FF/3FF/4FF punch-out',
    stockCount: 0,
  },
  {
    typeId: 'CTMFF2I',
    code: 'MFF2-I',
    name: 'MFF2 chip, industrial',
    formFactor: 'MFF2',
    grade: 'industrial',
    tempMinC: -40,
    tempMaxC: 105,
    remark: 'Soldered; for meters and trackers',
    stockCount: 0,
  },
  {
    typeId: 'CTMFF2A',
    code: 'MFF2-A',
    name: 'MFF2 chip, automotive',
    formFactor: 'MFF2',
    grade: 'automotive',
    tempMinC: -40,
    tempMaxC: 125,
    remark: 'AEC-Q100',
    stockCount: 0,
  },
];
