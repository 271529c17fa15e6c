import type { EvalCase } from '../../types';

/**
 * Held-out round 14, Chinese: everyday goals a family sets for a 3–7-year-old, typed as a parent or
 * a child types them (short phrases, whole sentences, some naming the child, the place or the
 * reason), the first ones in simplified characters as a mainland family types them, the rest in
 * traditional characters as a Taiwanese or Hong Kong family types them, with their own words, some
 * in Cantonese. They keep to the spread of family life with small children: the morning and
 * bedtime routine, dressing, eating and trying food, toileting, washing, teeth, hair and nails,
 * tidying, chores, pets and plants, feelings, brothers and sisters and friends, manners,
 * kindergarten and school, characters, zhuyin and sums, reading, crafts, music, sport and play,
 * outings (the library, the beach, the museum, the high-speed train, the MRT, a first flight),
 * safety (roads, strangers, earthquakes), vaccinations and the dentist, money, screens, holidays
 * and seasons (the Spring Festival and its red envelopes, the Lantern Festival, the Dragon Boat
 * Festival, the Mid-Autumn Festival, Children's Day), and the rarer days (a new baby, moving house,
 * a parent's night shift, a broken arm, a typhoon day, a power cut, a first sleepover, a
 * grandparent's funeral, a cousin's wedding). Each lists the words a relevant plan names beyond the
 * goal's own (relevance.ts), in simplified characters, as the plan answers, decided when the goal
 * was written. Written on 2026-11-27 without reading the planner's library or matcher, committed
 * before any library change it may prompt, and never edited: a later round adds a new directory.
 * Before the commit, the 16 goals that a tuning set or an earlier round already held word for word
 * were taken out, and the writer added others in their place, again without reading the library.
 */
export const zhHeldOutSimplified: EvalCase[] = [
  ['早上自己穿衣服不磨蹭', '袜子|裤子|外套|闹钟|计时|顺序|床边|扣子'],
  ['晚上九点前上床', '刷牙|故事|关灯|睡衣|洗澡|绘本|拥抱|小夜灯'],
  ['学会自己用筷子夹菜', '手指|拇指|食指|豆子|握住|橡皮筋|练习筷|夹豆'],
  ['豆豆不吃青菜，想让他尝一口', '菠菜|西兰花|小口|勺子|饺子|榨汁|颜色|夸奖'],
  ['自己上厕所擦屁股', '卫生纸|纸巾|从前往后|冲水|洗手|马桶|折叠|对折'],
  ['洗澡时不怕水冲到脸上', '浴帽|洗发|毛巾|花洒|闭眼|低头|泡泡|仰头'],
  ['每次剪指甲都哭', '指甲刀|指甲剪|故事|儿歌|手指|数数|坐好|奖励|洗完澡'],
  ['玩完积木自己收', '箱子|盒子|分类|颜色|架子|篮子|归位|收纳'],
  ['给小乌龟换水喂食', '龟粮|晒太阳|温水|刷子|晒台|洗手|龟缸|饲料'],
  ['生气的时候不摔东西', '深呼吸|抱枕|数到|冷静|说出来|情绪|跺脚|枕头'],
  ['弟弟抢玩具，哥哥总动手打人', '轮流|交换|计时|道歉|分开|沙漏|抱抱|规则|说出'],
  ['送到幼儿园门口就哭闹', '拥抱|挥手|老师|告别|放学|接你|照片|约定'],
  ['上大班了，想学写自己的名字', '笔画|铅笔|描红|田字格|笔顺|握笔|练习本|一笔'],
  ['十以内的加法', '手指|小棒|豆子|数轴|凑十|积木|相加|算式'],
  ['每天亲子阅读二十分钟', '绘本|故事|翻页|图画|睡前|书架|图书馆|指读'],
  ['用彩泥捏小动物', '搓圆|搓长|压扁|眼睛|耳朵|模具|牙签|尾巴'],
  ['学唱生日歌给奶奶听', '歌词|旋律|拍手|蛋糕|跟唱|录视频|一句|蜡烛'],
  ['周末在小区楼下学骑平衡车', '头盔|护膝|蹬地|刹车|双脚|车把|护具|滑行'],
  ['暑假学游泳，小宇怕水', '浮板|憋气|吐泡泡|泳镜|教练|浅水|泳圈|泳池'],
  ['坐高铁去姥姥家', '车票|身份证|检票|座位|零食|站台|安全线|行李|车厢'],
  ['地震演练：躲到桌子下面', '抱头|蹲下|桌腿|护住|空旷|书包|头部|撤离'],
  ['明天打疫苗，朵朵已经开始紧张了', '打针|手臂|袖子|棉签|按住|护士|贴纸|深呼吸|勇敢'],
  ['去看牙医补牙', '张嘴|躺椅|小镜子|牙钻|漱口|举手|牙齿|奖励|蛀牙'],
  ['元宵节做灯笼', '红纸|剪刀|胶水|提杆|蜡烛|灯泡|彩纸|竹签'],
  ['中秋节赏月吃月饼', '月亮|阳台|切开|灯笼|嫦娥|故事|分享|团圆'],
  ['妈妈上夜班，这几天跟奶奶睡', '视频|电话|拥抱|故事|照片|早上|枕头|想妈妈'],
  ['要有小妹妹了', '医院|宝宝|尿布|肚子|帮忙|礼物|照片|哥哥|姐姐'],
  ['搬新家要转幼儿园', '纸箱|打包|新房间|新朋友|老师|参观|告别|照片|玩具'],
  ['手骨折打了石膏', '吊带|洗澡|保鲜膜|左手|帮忙|医生|复查|小心|袋子'],
  ['六一儿童节上台表演', '排练|台词|舞台|鞠躬|观众|服装|动作|深呼吸'],
  ['乐乐中午在家不肯午睡，一躺下就翻来翻去', '窗帘|安静|故事|闭眼|小被子|音乐|拍拍|白噪音'],
  ['去菜市场帮妈妈挑西红柿', '颜色|软硬|袋子|称重|摊位|找零|篮子|新鲜'],
  ['爸爸出差一个月，安安每天晚上都说想爸爸', '视频|日历|打勾|照片|画画|电话|地图|礼物'],
  ['果果对花生过敏，周六要去同学的生日会', '蛋糕|配料|标签|自带|零食|家长|药|告诉|老师'],
  ['清明节跟爸爸回老家给太爷爷扫墓', '鲜花|墓碑|鞠躬|祖先|安静|青团|怀念|菊花'],
  ['用儿童剪刀沿着虚线剪纸', '手指|圆头|直线|弯线|转纸|慢慢|握|拇指'],
  ['冬天早上死活不肯穿秋裤', '保暖|暖气|塞进|温度|棉毛裤|天气预报|被窝|袜子'],
  ['一坐车就晕车，国庆开车回老家要五个小时', '晕车药|窗户|前排|塑料袋|服务区|薄荷|远处|空腹|休息'],
  ['小区里遇到大狗就吓得往后躲', '牵绳|主人|慢慢|绕开|不要跑|站住|远远|绘本'],
  ['第一次自己下楼去小卖部买酱油', '钱|找零|店员|谢谢|电梯|路口|零钱|瓶子'],
];

export const zhHeldOutTraditional: EvalCase[] = [
  ['朝早自己著鞋', '鞋带|魔术贴|左右|鞋拔|坐下|袜子|脚跟|门口'],
  ['小寶晚上怕黑不敢自己睡', '夜灯|手电筒|玩偶|布偶|安抚|故事|门缝|开灯'],
  ['練習自己綁頭髮', '发圈|梳子|橡皮筋|镜子|马尾|发夹|辫子|皮筋'],
  ['去剪頭髮唔好郁來郁去', '理发|围布|镜子|椅子|剪刀|吹风机|坐好|平板'],
  ['刷牙刷到後面的牙齒', '牙膏|臼齿|大牙|镜子|张嘴|画圈|刷毛|牙线'],
  ['學會摺衣服', '袖子|对折|衣领|平放|抽屉|衣柜|裤子|折叠'],
  ['幫忙倒垃圾和資源回收', '分类|纸类|塑料|宝特瓶|瓶子|垃圾车|铁罐|厨余'],
  ['餵家裡的貓咪', '猫粮|猫碗|水碗|罐头|饲料|份量|量杯|洗手'],
  ['妹妹一直搶我的蠟筆', '轮流|告诉|爸爸|妈妈|分享|交换|一起画|说出'],
  ['在公園盪鞦韆要排隊', '轮到|等候|数到|下一个|后面|滑梯|排好|规则'],
  ['返學前執好書包', '手册|铅笔|水壶|课本|功课|时间表|文件夹|前一晚|铅笔盒'],
  ['睇圖書館嘅繪本', '借书证|书架|安静|借书|还书|翻页|故事|小声'],
  ['用回收紙盒做火箭', '胶水|剪刀|胶带|颜料|纸筒|画画|彩色笔|翅膀|纸卷'],
  ['這個週末要去墾丁海邊玩水', '防晒|帽子|海浪|沙滩|救生衣|浅水|大人|游泳圈|毛巾'],
  ['去博物館看恐龍化石', '骨头|骨架|门票|安静|不要摸|导览|展览|地图|讲解'],
  ['帶弟弟搭捷運不要亂跑', '悠游卡|刷卡|黄线|扶手|牵手|车厢|月台|座位|站好'],
  ['打風唔使返學', '风球|窗户|手电筒|桌游|电池|胶纸|室内|拼图|干粮'],
  ['停電的時候不要怕', '手电筒|蜡烛|电池|抱抱|故事|夜灯|拥抱|月光|影子'],
  ['地震來了要躲好', '桌子|趴下|掩护|稳住|抱头|头部|枕头|书包|防灾'],
  ['過年拿紅包要說吉祥話', '新年快乐|恭喜发财|身体健康|谢谢|双手|鞠躬|存起来|扑满'],
  ['中秋節烤肉', '烤肉架|木炭|夹子|烤肉酱|香肠|玉米|柚子|月亮|远离'],
  ['爺爺走了，要去參加告別式', '难过|照片|黑色|衣服|安静|鞠躬|鲜花|想念|回忆'],
  ['第一次喺朋友屋企過夜', '睡衣|牙刷|毛巾|公仔|背包|电话|枕头|收拾'],
  ['表姐結婚當花童', '花瓣|篮子|撒花|慢慢走|礼服|新娘|走道|排练|微笑'],
  ['搭小巴學識自己叫落車', '八达通|安全带|有落|司机|大声|拍卡|扶手|座位'],
  ['星期日姐姐放假，要自己沖涼', '毛巾|沐浴露|花洒|水温|擦干|睡衣|浴室|头发'],
  ['每天早上去巷口早餐店自己點餐', '菜单|蛋饼|豆浆|大声|阿姨|付钱|找钱|谢谢|等候'],
  ['個仔成日喺學校同人講粗口', '脏话|礼貌|代替|情绪|提醒|奖励|贴纸|好话'],
  ['下個月要面試小一，練習自我介紹', '名字|年龄|爱好|眼神|微笑|大声|问好|家人|排练'],
  ['媽媽感冒躺在床上，小安想照顧她', '倒水|安静|毛巾|口罩|洗手|体温计|药|卡片'],
];

export const zhHeldOut: EvalCase[] = [...zhHeldOutSimplified, ...zhHeldOutTraditional];
