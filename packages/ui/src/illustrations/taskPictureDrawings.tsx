import type { ReactNode } from 'react';
import {
  blue,
  brown,
  green,
  grey,
  ink,
  orange,
  paper,
  pink,
  purple,
  red,
  skin,
  sky,
  teal,
  yellow,
} from './palette';
import type { TaskPictureName } from './taskPictureNames';

// The task pictures, drawn on a 48 × 48 grid with the ink outline the <svg> sets (stroke 2,
// round ends). Each one is a few plain shapes, so it stays recognisable at 24 px and small on
// the wire. Shapes without a fill attribute are lines.
export const taskPictureDrawings: Record<TaskPictureName, ReactNode> = {
  toothbrush: (
    <>
      <rect x="6" y="26" width="30" height="7" rx="3.5" fill={blue} transform="rotate(-30 21 29)" />
      <rect x="30" y="8" width="10" height="8" rx="2" fill={paper} transform="rotate(-30 35 12)" />
      <path d="M31 9l2-4M35 11l2-4M39 13l2-4" />
    </>
  ),
  bath: (
    <>
      <path d="M6 24h36v6a10 10 0 0 1-10 10H16A10 10 0 0 1 6 30z" fill={paper} />
      <path d="M10 16a4 4 0 0 1 8 0v8" />
      <circle cx="24" cy="18" r="3" fill={sky} />
      <circle cx="31" cy="14" r="4" fill={sky} />
      <circle cx="37" cy="19" r="2.5" fill={sky} />
      <path d="M14 40l-2 4M34 40l2 4" />
    </>
  ),
  soap: (
    <>
      <rect x="8" y="22" width="30" height="18" rx="7" fill={pink} />
      <circle cx="18" cy="13" r="5" fill={sky} />
      <circle cx="30" cy="10" r="3" fill={sky} />
      <circle cx="38" cy="16" r="2" fill={sky} />
    </>
  ),
  towel: (
    <>
      <path d="M8 10h32" />
      <rect x="12" y="10" width="24" height="30" rx="2" fill={teal} />
      <path d="M12 32h24M12 35h24" />
    </>
  ),
  comb: (
    <>
      <rect x="6" y="14" width="36" height="9" rx="3" fill={orange} />
      <path d="M10 23v12M15 23v12M20 23v12M25 23v12M30 23v12M35 23v12M40 23v8" />
    </>
  ),
  toilet: (
    <>
      <rect x="10" y="6" width="18" height="14" rx="2" fill={paper} />
      <path d="M8 20h32a16 10 0 0 1-16 14H24a16 10 0 0 1-16-14z" fill={paper} />
      <path d="M18 34h12l2 8H16z" fill={paper} />
    </>
  ),
  hands: (
    <>
      <path
        d="M10 40V20a3 3 0 0 1 6 0v-8a3 3 0 0 1 6 0v10-12a3 3 0 0 1 6 0v12-8a3 3 0 0 1 6 0v18a12 12 0 0 1-12 12h-4A8 8 0 0 1 10 40z"
        fill={skin}
      />
      <circle cx="40" cy="10" r="3" fill={sky} />
    </>
  ),
  bed: (
    <>
      <path d="M6 12v30M42 26v16M6 34h36" />
      <rect x="6" y="26" width="36" height="8" fill={blue} />
      <rect x="9" y="20" width="11" height="6" rx="3" fill={paper} />
    </>
  ),
  moon: (
    <>
      <path d="M30 8a16 16 0 1 0 12 24A13 13 0 0 1 30 8z" fill={yellow} />
      <path d="M12 10l1.5 3 3 1.5-3 1.5L12 19l-1.5-3-3-1.5 3-1.5z" fill={yellow} />
    </>
  ),
  shirt: (
    <>
      <path d="M17 7l-11 7 4 9 5-2v20h18V21l5 2 4-9-11-7a7 7 0 0 1-14 0z" fill={red} />
    </>
  ),
  trousers: (
    <>
      <path d="M12 6h24l3 36h-10l-5-24-5 24H9z" fill={blue} />
      <path d="M12 12h24" />
    </>
  ),
  sock: (
    <>
      <path d="M18 6h14v20l-2 10a7 7 0 0 1-8 6l-10-2a6 6 0 0 1 1-12l5-1z" fill={green} />
      <path d="M18 12h14" />
    </>
  ),
  shoe: (
    <>
      <path d="M6 22V14h12l4 8 14 4a6 6 0 0 1 6 6v4H6z" fill={red} />
      <path d="M6 36h36M20 20l-4 3M23 24l-4 3" />
    </>
  ),
  coat: (
    <>
      <path d="M16 6l-8 6-2 28h9V22v20h18V22v18h9l-2-28-8-6-8 8z" fill={orange} />
      <path d="M24 14v28M28 20h2M28 28h2" />
    </>
  ),
  hat: (
    <>
      <path d="M10 32a14 16 0 0 1 28 0z" fill={purple} />
      <rect x="7" y="32" width="34" height="7" rx="3" fill={pink} />
      <circle cx="24" cy="13" r="4" fill={paper} />
    </>
  ),
  plate: (
    <>
      <circle cx="24" cy="26" r="16" fill={paper} />
      <circle cx="24" cy="26" r="10" fill={paper} />
      <path d="M6 8v8a3 3 0 0 0 3 3v21M42 8c-4 2-4 10 0 12v20" />
    </>
  ),
  cup: (
    <>
      <path d="M10 14h24l-3 26H13z" fill={sky} />
      <path d="M34 18h4a4 4 0 0 1 0 8h-5" />
      <path d="M22 4v10" />
    </>
  ),
  spoon: (
    <>
      <ellipse cx="24" cy="13" rx="7" ry="9" fill={grey} />
      <path d="M24 22v20" strokeWidth="4" />
    </>
  ),
  apple: (
    <>
      <path d="M24 14c-12-6-20 6-15 18 3 8 9 12 15 8 6 4 12 0 15-8 5-12-3-24-15-18z" fill={red} />
      <path d="M24 14c0-4 1-7 3-9" />
      <path d="M26 10c3-5 9-5 11-3-3 4-8 4-11 3z" fill={green} />
    </>
  ),
  carrot: (
    <>
      <path d="M12 40l22-22a6 6 0 0 0-8-8L12 34z" fill={orange} />
      <path d="M30 14l6-8M33 17l9-3M32 12l2-8" stroke={green} strokeWidth="3" />
      <path d="M18 28l3 3M23 22l3 3" />
    </>
  ),
  sandwich: (
    <>
      <path d="M6 30L24 10l18 20z" fill={yellow} />
      <path d="M7 30h34l-2 5H9z" fill={green} />
      <path d="M9 35h30l-2 5H11z" fill={yellow} />
    </>
  ),
  cake: (
    <>
      <rect x="8" y="22" width="32" height="18" rx="3" fill={pink} />
      <path d="M8 30c4 3 8-3 12 0s8-3 12 0 6 0 8-1" />
      <path d="M24 12v10" />
      <path d="M24 4c3 3 3 6 0 8-3-2-3-5 0-8z" fill={orange} />
    </>
  ),
  bottle: (
    <>
      <path d="M19 6h10v6l4 6v22a3 3 0 0 1-3 3H18a3 3 0 0 1-3-3V18l4-6z" fill={sky} />
      <path d="M15 26h18" />
    </>
  ),
  'toy-box': (
    <>
      <circle cx="17" cy="16" r="6" fill={red} />
      <rect x="25" y="9" width="10" height="10" fill={yellow} />
      <rect x="6" y="20" width="36" height="20" rx="2" fill={blue} />
      <path d="M6 26h36" />
      <path d="M21 33h6" />
    </>
  ),
  broom: (
    <>
      <path d="M34 4L24 26" strokeWidth="3" />
      <path d="M20 24l10 4-4 16H8z" fill={yellow} />
      <path d="M14 34l-3 8M19 36l-2 7M24 38l-1 6" />
    </>
  ),
  bucket: (
    <>
      <path d="M8 16h32l-4 26H12z" fill={blue} />
      <path d="M8 16a16 14 0 0 1 32 0" />
      <ellipse cx="24" cy="16" rx="16" ry="3" fill={sky} />
    </>
  ),
  laundry: (
    <>
      <path d="M12 16c2-6 6-8 10-6 2-4 8-4 10 0 4-2 6 2 5 6z" fill={pink} />
      <path d="M6 18h36l-4 24H10z" fill={yellow} />
      <path d="M10 26h28M12 34h24" />
    </>
  ),
  bin: (
    <>
      <path d="M10 14h28l-3 28H13z" fill={green} />
      <path d="M6 14h36M19 14V8h10v6M20 20v16M28 20v16" />
    </>
  ),
  sponge: (
    <>
      <rect x="6" y="20" width="36" height="18" rx="4" fill={yellow} />
      <rect x="6" y="20" width="36" height="6" rx="3" fill={green} />
      <circle cx="14" cy="32" r="1.5" />
      <circle cx="24" cy="33" r="1.5" />
      <circle cx="33" cy="31" r="1.5" />
      <circle cx="36" cy="10" r="4" fill={sky} />
    </>
  ),
  'pet-bowl': (
    <>
      <path d="M4 28h40l-5 12H9z" fill={red} />
      <path d="M8 28c2-6 8-8 16-8s14 2 16 8" fill={brown} />
      <circle cx="24" cy="9" r="3" fill={brown} />
      <circle cx="17" cy="12" r="2.5" fill={brown} />
      <circle cx="31" cy="12" r="2.5" fill={brown} />
    </>
  ),
  dog: (
    <>
      <path d="M12 16c0-6 6-10 12-10s12 4 12 10v10c0 8-6 14-12 14s-12-6-12-14z" fill={brown} />
      <path d="M12 14c-6 0-8 8-6 14l6-2zM36 14c6 0 8 8 6 14l-6-2z" fill={orange} />
      <circle cx="19" cy="20" r="1.5" fill={ink} />
      <circle cx="29" cy="20" r="1.5" fill={ink} />
      <ellipse cx="24" cy="29" rx="4" ry="3" fill={paper} />
      <path d="M24 32v3" />
    </>
  ),
  cat: (
    <>
      <path d="M10 6l8 9h12l8-9v22a14 12 0 0 1-28 0z" fill={orange} />
      <circle cx="19" cy="25" r="1.5" fill={ink} />
      <circle cx="29" cy="25" r="1.5" fill={ink} />
      <path d="M22 30l2 2 2-2M4 29h10M4 34l10-2M44 29H34M44 34l-10-2" />
    </>
  ),
  fish: (
    <>
      <path d="M6 24c6-10 20-12 28 0-8 12-22 10-28 0z" fill={orange} />
      <path d="M34 24l8-8v16z" fill={orange} />
      <circle cx="14" cy="22" r="1.5" fill={ink} />
      <path d="M20 18c3 4 3 8 0 12" />
    </>
  ),
  bird: (
    <>
      <path d="M8 28a14 12 0 0 1 24-10l8-2-4 6a14 12 0 0 1-28 6z" fill={sky} />
      <path d="M14 28c4 6 12 6 14 0-6 2-10 2-14 0z" fill={blue} />
      <circle cx="28" cy="20" r="1.5" fill={ink} />
      <path d="M20 38v4M26 38v4" />
    </>
  ),
  plant: (
    <>
      <path d="M12 30h24l-3 12H15z" fill={orange} />
      <path d="M24 30V14" />
      <path
        d="M24 20c-8 0-12-4-12-10 8 0 12 4 12 10zM24 16c0-6 4-10 12-10 0 6-4 10-12 10z"
        fill={green}
      />
    </>
  ),
  'watering-can': (
    <>
      <path d="M10 18h22v18a4 4 0 0 1-4 4H14a4 4 0 0 1-4-4z" fill={teal} />
      <path d="M32 24l10-10M10 22a6 6 0 0 1-4-6 6 6 0 0 1 6-6h6" />
      <path d="M40 10l6 6" strokeWidth="3" />
      <path d="M44 22v3M40 24v3M46 28v3" stroke={blue} />
    </>
  ),
  flower: (
    <>
      <path d="M24 26v18M24 38c-6 0-10-4-10-8 6 0 10 4 10 8z" fill={green} />
      <circle cx="24" cy="10" r="5" fill={pink} />
      <circle cx="32" cy="16" r="5" fill={pink} />
      <circle cx="16" cy="16" r="5" fill={pink} />
      <circle cx="20" cy="24" r="5" fill={pink} />
      <circle cx="28" cy="24" r="5" fill={pink} />
      <circle cx="24" cy="18" r="4" fill={yellow} />
    </>
  ),
  tree: (
    <>
      <path d="M21 30h6v12h-6z" fill={brown} />
      <path
        d="M24 4c-10 0-16 8-14 16-4 6 2 12 8 10h12c6 2 12-4 8-10 2-8-4-16-14-16z"
        fill={green}
      />
    </>
  ),
  leaf: (
    <>
      <path d="M8 40C8 20 20 8 42 6c0 22-12 34-34 34z" fill={green} />
      <path d="M8 40L32 16M18 30h8M24 24v-8" />
    </>
  ),
  sun: (
    <>
      <circle cx="24" cy="24" r="9" fill={yellow} />
      <path d="M24 4v6M24 38v6M4 24h6M38 24h6M10 10l4 4M34 34l4 4M10 38l4-4M34 14l4-4" />
    </>
  ),
  book: (
    <>
      <path d="M24 12c-6-4-12-4-18-2v28c6-2 12-2 18 2z" fill={blue} />
      <path d="M24 12c6-4 12-4 18-2v28c-6-2-12-2-18 2z" fill={sky} />
      <path d="M24 12v28" />
    </>
  ),
  pencil: (
    <>
      <path d="M10 38l4-10 22-22 6 6-22 22z" fill={yellow} />
      <path d="M10 38l4-10 6 6z" fill={skin} />
      <path d="M32 10l6 6" />
    </>
  ),
  crayon: (
    <>
      <path d="M8 40l6-14 22-22 8 8-22 22z" fill={purple} />
      <path d="M8 40l6-14 8 8z" fill={purple} />
      <path d="M20 20l8 8M26 14l8 8" />
    </>
  ),
  paint: (
    <>
      <path d="M24 6C12 6 4 14 4 24s8 18 16 16c4-1 2-6 6-8s10 2 14-4c6-8-2-22-16-22z" fill={skin} />
      <circle cx="14" cy="20" r="3" fill={red} />
      <circle cx="22" cy="13" r="3" fill={yellow} />
      <circle cx="32" cy="15" r="3" fill={blue} />
      <circle cx="13" cy="30" r="3" fill={green} />
    </>
  ),
  bag: (
    <>
      <path d="M18 10a6 6 0 0 1 12 0" />
      <rect x="10" y="10" width="28" height="32" rx="6" fill={red} />
      <rect x="15" y="26" width="18" height="12" rx="2" fill={orange} />
      <path d="M15 30h18" />
    </>
  ),
  abc: (
    <>
      <rect x="4" y="22" width="13" height="13" rx="2" fill={red} />
      <rect x="18" y="10" width="13" height="13" rx="2" fill={yellow} />
      <rect x="31" y="26" width="13" height="13" rx="2" fill={blue} />
      <path d="M7 32l3.5-7 3.5 7M8.5 30h4M22 13v7h3a2 2 0 0 0 0-4h-3 3a1.5 1.5 0 0 0 0-3zM41 29h-3a3 3 0 0 0 0 7h3" />
    </>
  ),
  numbers: (
    <>
      <rect x="4" y="10" width="40" height="28" rx="4" fill={paper} />
      <path d="M10 19l3-2v14M18 19a3 3 0 0 1 6 0c0 4-6 6-6 12h6M30 17h6l-4 5a4 4 0 1 1-3 7" />
    </>
  ),
  letter: (
    <>
      <rect x="6" y="12" width="36" height="24" rx="2" fill={paper} />
      <path d="M6 14l18 12 18-12" />
      <path d="M32 28l3 3 5-5" stroke={red} />
    </>
  ),
  ball: (
    <>
      <circle cx="24" cy="24" r="17" fill={red} />
      <path d="M7 24h34M24 7c-6 6-6 28 0 34M24 7c6 6 6 28 0 34" stroke={paper} strokeWidth="3" />
      <circle cx="24" cy="24" r="17" />
    </>
  ),
  blocks: (
    <>
      <rect x="6" y="26" width="16" height="16" fill={red} />
      <rect x="26" y="26" width="16" height="16" fill={blue} />
      <rect x="16" y="8" width="16" height="16" fill={yellow} />
    </>
  ),
  puzzle: (
    <>
      <path
        d="M8 14h10a4 4 0 1 1 8 0h10v10a4 4 0 1 1 0 8v10H26a4 4 0 1 0-8 0H8V32a4 4 0 1 0 0-8z"
        fill={green}
      />
    </>
  ),
  teddy: (
    <>
      <circle cx="13" cy="10" r="5" fill={brown} />
      <circle cx="35" cy="10" r="5" fill={brown} />
      <circle cx="24" cy="18" r="11" fill={brown} />
      <ellipse cx="24" cy="37" rx="12" ry="9" fill={brown} />
      <ellipse cx="24" cy="22" rx="4" ry="3" fill={skin} />
      <circle cx="20" cy="16" r="1.5" fill={ink} />
      <circle cx="28" cy="16" r="1.5" fill={ink} />
    </>
  ),
  car: (
    <>
      <path d="M6 32v-6l4-2 6-10h14l6 10h4a4 4 0 0 1 4 4v4z" fill={blue} />
      <path d="M18 16h5v8h-9zM26 16h3l5 8h-8z" fill={sky} />
      <circle cx="14" cy="33" r="5" fill={grey} />
      <circle cx="34" cy="33" r="5" fill={grey} />
    </>
  ),
  bike: (
    <>
      <circle cx="12" cy="32" r="8" fill={paper} />
      <circle cx="36" cy="32" r="8" fill={paper} />
      <path d="M12 32l8-14h12l4 14M20 18l6 14h-14M32 18l-2-6h-4M18 14h6" stroke={red} />
    </>
  ),
  kite: (
    <>
      <path d="M30 4l12 12-8 16-16-8z" fill={yellow} />
      <path d="M30 4l-4 24M42 16L18 24" />
      <path d="M22 28c-4 4-4 8-10 8-4 0-4 6-8 6" />
      <path d="M14 34l2 4M8 38l2 4" stroke={red} />
    </>
  ),
  music: (
    <>
      <path d="M18 34V10l20-4v24" strokeWidth="3" />
      <ellipse cx="13" cy="35" rx="6" ry="5" fill={purple} />
      <ellipse cx="33" cy="31" rx="6" ry="5" fill={purple} />
    </>
  ),
  drum: (
    <>
      <path d="M8 18v16c0 4 8 8 16 8s16-4 16-8V18" fill={red} />
      <ellipse cx="24" cy="18" rx="16" ry="6" fill={paper} />
      <path d="M14 24l6 14 8-14 6 14" />
      <path d="M30 4l6 10M40 6l-4 8" strokeWidth="3" />
    </>
  ),
  star: (
    <>
      <path d="M24 4l6 13 14 2-10 10 3 14-13-7-13 7 3-14L4 19l14-2z" fill={yellow} />
    </>
  ),
  heart: (
    <>
      <path
        d="M24 42C10 32 4 24 4 16a10 10 0 0 1 20-2 10 10 0 0 1 20 2c0 8-6 16-20 26z"
        fill={red}
      />
    </>
  ),
  gift: (
    <>
      <rect x="6" y="18" width="36" height="24" rx="2" fill={purple} />
      <rect x="4" y="14" width="40" height="8" rx="2" fill={pink} />
      <path d="M24 14v28" />
      <path
        d="M24 14c-4-8-14-8-10-2 2 2 6 2 10 2zM24 14c4-8 14-8 10-2-2 2-6 2-10 2z"
        fill={yellow}
      />
    </>
  ),
  clock: (
    <>
      <circle cx="24" cy="26" r="16" fill={paper} />
      <path d="M24 16v10l7 5M10 8l-4 4M38 8l4 4" />
    </>
  ),
  house: (
    <>
      <path d="M8 22L24 8l16 14v20H8z" fill={yellow} />
      <path d="M4 24L24 6l20 18" />
      <rect x="20" y="28" width="8" height="14" fill={red} />
      <rect x="12" y="24" width="6" height="6" fill={sky} />
    </>
  ),
  bus: (
    <>
      <rect x="6" y="8" width="36" height="28" rx="4" fill={yellow} />
      <path d="M10 14h28v10H10z" fill={sky} />
      <path d="M24 14v10" />
      <circle cx="14" cy="38" r="4" fill={grey} />
      <circle cx="34" cy="38" r="4" fill={grey} />
    </>
  ),
  waves: (
    <>
      <path d="M4 20c5-4 8 4 13 0s8 4 14 0 8 4 13 0v22H4z" fill={sky} />
      <path d="M4 30c5-4 8 4 13 0s8 4 14 0 8 4 13 0" />
      <circle cx="24" cy="10" r="5" fill={skin} />
    </>
  ),
  friends: (
    <>
      <circle cx="15" cy="14" r="6" fill={skin} />
      <circle cx="33" cy="14" r="6" fill={skin} />
      <path d="M5 40a10 12 0 0 1 20 0z" fill={blue} />
      <path d="M23 40a10 12 0 0 1 20 0z" fill={pink} />
    </>
  ),
  smile: (
    <>
      <circle cx="24" cy="24" r="18" fill={yellow} />
      <circle cx="18" cy="19" r="2" fill={ink} />
      <circle cx="30" cy="19" r="2" fill={ink} />
      <path d="M15 28a10 8 0 0 0 18 0" />
    </>
  ),
};
