#!/usr/bin/env python3
# Regenerates tests/asm/corpus/NAME.deviations: the corpus lines where `gfxsim asm
# --show-encoding` prints other text than llvm-mc-19's golden, each with its reason.
# Usage: make_deviations.py BUILD/gfxsim NAME TARGET [wave64]
import os,sys,re,subprocess
gfxsim, name, target = sys.argv[1], sys.argv[2], sys.argv[3]
w64 = len(sys.argv) > 4
corp = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'corpus') + '/'
gold = []
for l in open(corp+name+'.golden'):
    m = re.search(r'; encoding: \[(.*)\]', l)
    if not m: continue
    gold.append((' '.join(l[:m.start()].split()), 'A' in m.group(1)))
p = subprocess.run([gfxsim, 'asm', corp+name+'.s', '--target', target, '--show-encoding'] + (['--wave64'] if w64 else []), capture_output=True, text=True, check=True)
src = open(corp+name+'.s').read().split('\n')
out = ['# Lines where gfxsim disasm deliberately prints other text than llvm-mc-19, because',
       "# llvm-mc's own text does not reassemble to the same bytes. The live test proves ours does.",
       '# corpus line <TAB> gfxsim text <TAB> reason']
lines = [i+1 for i, l in enumerate(src) if l.strip() and not l.strip().startswith(('.', '//', ';')) and not l.strip().endswith(':')]
for ln, l, (gt, fix) in zip(lines, p.stdout.strip().split('\n'), gold):
    t = ' '.join(l.split('; encoding:')[0].split())
    if t == gt or fix or '/*Invalid' in gt: continue
    if '_e64' in t and t.replace('_e64','',1) == gt: r = 'llvm-mc prints the VOP3 form bare; bare text selects the VOP1 form'
    elif t.replace(', null', ', 0x0') == gt: r = "llvm-mc's disassembler and llvm-objdump print a zero offset as null; -show-encoding echoes the source"
    elif t.startswith('ds_swizzle'): r = 'a swizzle bit mask its string form cannot express; printed raw'
    elif t.startswith('s_waitcnt'): r = 'bits outside the wait counters are set; only the raw value keeps them'
    elif '_f64' in t: r = 'an f64 literal with neg/abs: llvm-mc prints hex, which it rejects with modifiers'
    elif '_u16' in t or '_i16' in t or '_b16' in t: r = 'a float on a 16-bit integer operand is stored as f32 bits; llvm-mc prints only the low half'
    else: r = 'UNCLASSIFIED: ' + gt
    out.append(f'{ln}\t{t}\t{r}')
open(corp+name+'.deviations','w').write('\n'.join(out)+'\n')
print(name, len(out)-3)
