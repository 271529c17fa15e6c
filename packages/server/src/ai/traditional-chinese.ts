/**
 * Traditional Chinese characters folded to the simplified ones the Chinese pack is written in
 * (學會繫鞋帶 → 学会系鞋带), so a family in Taiwan or Hong Kong is matched like one on the
 * mainland. The map covers every character of the pack's `match` words that traditional writing
 * spells otherwise (taken from OpenCC's tables, the mainland → Taiwan and Hong Kong forms), and
 * nothing more, so it stays small: a character outside it is left as it is. A keyword added later
 * with a character not yet here is matched in simplified writing only until its pair is added.
 */

// Pairs of traditional and simplified, one pair a word.
const PAIRS =
  '愛爱 擺摆 幫帮 綁绑 寶宝 貝贝 備备 筆笔 幣币 閉闭 邊边 變变 ' +
  '辮辫 錶表 別别 餅饼 剝剥 蔔卜 佈布 採采 參参 倉仓 側侧 廁厕 ' +
  '鏟铲 嘗尝 場场 車车 塵尘 誠诚 喫吃 齒齿 衝冲 蟲虫 寵宠 廚厨 ' +
  '牀床 錘锤 詞词 錯错 帶带 單单 擔担 膽胆 撣掸 誕诞 彈弹 當当 ' +
  '盪荡 蕩荡 燈灯 點点 電电 墊垫 疊叠 東东 動动 獨独 讀读 鍛锻 ' +
  '隊队 對对 鵝鹅 兒儿 髮发 發发 飯饭 飛飞 風风 輔辅 乾干 幹干 ' +
  '鋼钢 個个 給给 購购 颳刮 掛挂 關关 觀观 館馆 慣惯 龜龟 軌轨 ' +
  '櫃柜 滾滚 過过 還还 賀贺 紅红 後后 壺壶 戶户 華华 畫画 話话 ' +
  '換换 謊谎 會会 繪绘 穫获 獲获 擊击 機机 雞鸡 積积 級级 幾几 ' +
  '記记 夾夹 間间 繭茧 撿捡 減减 檢检 見见 鍵键 講讲 獎奖 澆浇 ' +
  '膠胶 腳脚 節节 結结 緊紧 進进 驚惊 淨净 靜静 鏡镜 舊旧 舉举 ' +
  '覺觉 開开 顆颗 殼壳 課课 釦扣 褲裤 誇夸 塊块 蠟蜡 來来 萊莱 ' +
  '蘭兰 籃篮 樂乐 類类 離离 禮礼 裏里 裡里 曆历 歷历 勵励 連连 ' +
  '臉脸 練练 煉炼 鏈链 鍊链 涼凉 糧粮 鄰邻 鈴铃 籠笼 綠绿 亂乱 ' +
  '輪轮 蘿萝 媽妈 馬马 螞蚂 買买 麥麦 貓猫 麼么 沒没 門门 夢梦 ' +
  '謎谜 祕秘 麪面 麵面 難难 腦脑 鬧闹 鳥鸟 紐纽 農农 諾诺 盤盘 ' +
  '拋抛 噴喷 頻频 蘋苹 譜谱 鋪铺 騎骑 氣气 韆千 牽牵 鉛铅 簽签 ' +
  '籤签 錢钱 親亲 輕轻 請请 鞦秋 認认 絨绒 灑洒 薩萨 賽赛 掃扫 ' +
  '曬晒 傷伤 攝摄 聲声 繩绳 聖圣 師师 時时 識识 實实 視视 飾饰 ' +
  '獸兽 書书 輸输 術术 樹树 豎竖 數数 雙双 說说 説说 鬆松 蘇苏 ' +
  '鎖锁 灘滩 湯汤 題题 體体 屜屉 貼贴 鐵铁 聽听 頭头 圖图 塗涂 ' +
  '襪袜 彎弯 萬万 網网 圍围 維维 衛卫 衞卫 餵喂 溫温 問问 蝸蜗 ' +
  '烏乌 無无 鵡鹉 務务 習习 戲戏 繫系 現现 線线 項项 寫写 謝谢 ' +
  '緒绪 學学 尋寻 訓训 鴉鸦 鴨鸭 顏颜 驗验 陽阳 養养 藥药 爺爷 ' +
  '業业 葉叶 醫医 儀仪 蟻蚁 憶忆 藝艺 誼谊 飲饮 應应 鸚鹦 鷹鹰 ' +
  '營营 遊游 餘余 魚鱼 語语 園园 圓圆 約约 雲云 運运 韻韵 攢攒 ' +
  '髒脏 皁皂 張张 長长 帳帐 摺折 著着 針针 箏筝 證证 隻只 紙纸 ' +
  '鐘钟 鍾钟 種种 週周 專专 轉转 裝装 狀状 準准 ' +
  // Added with the words for reading, poems, nappies and songs.
  '閱阅 濕湿 詩诗 謠谣 ' +
  // Added with the words families in Taiwan and Hong Kong type for the later goal kinds.
  '丟丢 號号 處处 嬌娇 撫抚 匯汇 碼码 穩稳 藍蓝 診诊 試试 賴赖 ' +
  '遲迟 餃饺 黃黄 齊齐 執执 漢汉 複复 絲丝 內内 軍军 嚕噜 團团 ' +
  '國国 慶庆 揚扬 擇择 歡欢 紉纫 細细 織织 繡绣 編编 縫缝 聯联 ' +
  '蘆芦 蝦虾 該该 誦诵 財财 賞赏 輩辈 釘钉 釣钓 際际 餡馅 龍龙 ' +
  '從从 廣广 摳抠 粵粤 銜衔 計计 鈕钮 沖冲 冊册 賣卖 頁页 劍剑 ' +
  '災灾 搖摇 興兴 斷断 噓嘘 搶抢 脫脱 罵骂 領领 搗捣 櫻樱 絡络 ' +
  '討讨 訣诀 顧顾 創创 蠶蚕 選选 夠够 ' +
  '蟬蝉 螢萤 傘伞 撐撑 糰团 壽寿 鍋锅 員员 廳厅 樓楼 鴿鸽 標标 ' +
  '壓压 賬账 銀银 臺台 檯台 預预 潔洁 訊讯 ' +
  // Added with the words for a newborn, telling a grown-up, and spills (打瀉).
  '嬰婴 剛刚 訴诉 瀉泻 ' +
  // Added with the words for putting toys back in place (歸位), typhoon days (颱風), comparing
  // sizes (比較), spring couplets (揮春) and chewing slowly (細嚼慢嚥).
  '歸归 颱台 較较 揮挥 嚥咽 ' +
  // Added with the words for lucky money (壓歲錢), saving (儲蓄, 撲滿), the footbridge (天橋),
  // stick drawings (簡筆畫), a filled tooth (補牙), a day's hike (遠足), a noisy train carriage
  // (車廂), the Octopus card (八達通) and going back to the home village (回鄉下).
  '歲岁 儲储 撲扑 橋桥 簡简 補补 遠远 廂厢 達达 鄉乡 ' +
  // Added with the words for skin cream, bites, tantrums, spring onions and the window sill.
  '潤润 膚肤 護护 驅驱 癢痒 撓挠 絹绢 櫥橱 納纳 蔥葱 滿满 潑泼 ' +
  '順顺 潰溃 爛烂 醜丑 欄栏 飄飘 鈔钞 橢椭 醬酱 貿贸 紮扎 蓋盖 ' +
  '燭烛 唸念 臟脏 爐炉 熱热 鬥斗 ' +
  // Added with the words for thunder and fireworks (閃電, 煙花, 嚇), kitchen danger (危險), modelling
  // clay (軟陶), quarrelling siblings (兩兄弟, 兄弟倆) and the sea-lion show (海獅).
  '閃闪 嚇吓 軟软 險险 兩两 爭争 倆俩 獅狮 煙烟 ' +
  // Added with the words for a pregnancy (懷孕), crowds (擁擠), wanting to win (贏) and not being
  // willing to sleep (不願意睡).
  '懷怀 擁拥 擠挤 贏赢 願愿 ' +
  // Added with the words for bedwetting (瀨尿), a funeral or a grave (喪禮, 墳墓, 殯儀館, 談論死亡,
  // 解釋), a Taiwanese grandmother (阿嬤), electric shocks (觸電), and the other characters of the
  // pack's words that Taiwan and Hong Kong write otherwise (額溫槍, 燙, 單槓, 捨不得, 報警, 一樣,
  // 於, 噴霧劑, 暈車, 糉子…).
  '瀨濑 喪丧 墳坟 殯殡 談谈 論论 釋释 嬤嬷 觸触 溼湿 槍枪 額额 ' +
  '燒烧 測测 霧雾 劑剂 蝨虱 報报 鉗钳 暈晕 調调 汙污 復复 於于 ' +
  '樣样 誰谁 閲阅 庫库 橫横 槓杠 遙遥 劃划 馴驯 響响 廟庙 設设 ' +
  '燙烫 嚐尝 捨舍 託托 糉粽 竈灶 ';

const simplifiedOf = new Map(
  PAIRS.split(' ')
    .filter(Boolean)
    .map((pair) => [...pair] as [string, string]),
);

/** Every traditional character of the map as its simplified form; all else unchanged. */
export const toSimplified = (text: string): string =>
  [...text].map((character) => simplifiedOf.get(character) ?? character).join('');

/** The map's pairs, traditional first (for the library test). */
export const traditionalPairs = (): [string, string][] => [...simplifiedOf];
