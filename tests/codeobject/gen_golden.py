#!/usr/bin/env python3
"""Regenerates the LLVM-19 golden outputs the code object tests compare against.

    python3 tests/codeobject/gen_golden.py kd        # kd_builder_cases.txt   (llvm-mc-19)
    python3 tests/codeobject/gen_golden.py kdprint   # kd_print_cases.txt     (llvm-objdump-19)
    python3 tests/codeobject/gen_golden.py objects   # *.hsaco / *.o / *.s    (clang-19, ld.lld-19)
    python3 tests/codeobject/gen_golden.py metadata  # metadata_cases.txt     (llvm-mc-19, llvm-readelf-19)

Everything is deterministic (fixed seeds); rerunning with the same LLVM gives the same files.
"""
import os, random, struct, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
MC, OBJCOPY, OBJDUMP, CLANG, LLD, READELF = ('llvm-mc-19', 'llvm-objcopy-19', 'llvm-objdump-19', 'clang-19',
                                             'ld.lld-19', 'llvm-readelf-19')

# target id (as gfxsim parses it, '+wave64' = -mattr=+wavefrontsize64) -> llvm-mc arguments
TARGETS = {
    'gfx900': ['-mcpu=gfx900'],
    'gfx900:xnack-': ['-mcpu=gfx900', '-mattr=-xnack'],
    'gfx900:xnack+': ['-mcpu=gfx900', '-mattr=+xnack'],
    'gfx90a': ['-mcpu=gfx90a'],
    'gfx90a:sramecc-:xnack+': ['-mcpu=gfx90a', '-mattr=-sramecc,+xnack'],
    'gfx1030': ['-mcpu=gfx1030'],
    'gfx1030+wave64': ['-mcpu=gfx1030', '-mattr=+wavefrontsize64'],
    'gfx1100': ['-mcpu=gfx1100'],
    'gfx1100+wave64': ['-mcpu=gfx1100', '-mattr=+wavefrontsize64'],
}

def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)

def section_bytes(obj, name, t):
    out = os.path.join(t, 'sec.bin')
    r = run([OBJCOPY, '-O', 'binary', '--only-section=' + name, obj, out])
    if r.returncode: raise RuntimeError(r.stderr)
    return open(out, 'rb').read()

def kd_source(cov, directives, name='k'):
    s = f'.amdhsa_code_object_version {cov}\n.text\n.globl {name}\n.p2align 8\n.type {name},@function\n{name}:\n  s_endpgm\n'
    s += f'.rodata\n.p2align 6\n.amdhsa_kernel {name}\n'
    s += ''.join(f'  {d} {v}\n' for d, v in directives)
    return s + '.end_amdhsa_kernel\n'

def mc_kd(target, cov, directives):
    with tempfile.TemporaryDirectory() as t:
        src, obj = os.path.join(t, 'a.s'), os.path.join(t, 'a.o')
        open(src, 'w').write(kd_source(cov, directives))
        r = run([MC, '-triple=amdgcn-amd-amdhsa'] + TARGETS[target] + ['-filetype=obj', src, '-o', obj])
        if r.returncode:
            msgs = [l.split('error: ', 1)[1] for l in r.stderr.splitlines() if 'error: ' in l]
            return 'expect-error ' + (msgs[0] if msgs else r.stderr.strip().replace('\n', ' '))
        return 'expect ' + section_bytes(obj, '.rodata', t)[:64].hex()

# ---------------------------------------------------------------------------------------
# kd: .amdhsa_kernel blocks -> llvm-mc-19 descriptor bytes
# ---------------------------------------------------------------------------------------
BITS1 = ['.amdhsa_user_sgpr_private_segment_buffer', '.amdhsa_user_sgpr_dispatch_ptr',
         '.amdhsa_user_sgpr_queue_ptr', '.amdhsa_user_sgpr_kernarg_segment_ptr',
         '.amdhsa_user_sgpr_dispatch_id', '.amdhsa_user_sgpr_flat_scratch_init',
         '.amdhsa_user_sgpr_private_segment_size', '.amdhsa_wavefront_size32',
         '.amdhsa_uses_dynamic_stack', '.amdhsa_system_sgpr_private_segment_wavefront_offset',
         '.amdhsa_enable_private_segment', '.amdhsa_system_sgpr_workgroup_id_x',
         '.amdhsa_system_sgpr_workgroup_id_y', '.amdhsa_system_sgpr_workgroup_id_z',
         '.amdhsa_system_sgpr_workgroup_info', '.amdhsa_reserve_vcc', '.amdhsa_reserve_flat_scratch',
         '.amdhsa_reserve_xnack_mask', '.amdhsa_dx10_clamp', '.amdhsa_ieee_mode', '.amdhsa_fp16_overflow',
         '.amdhsa_tg_split', '.amdhsa_workgroup_processor_mode', '.amdhsa_memory_ordered',
         '.amdhsa_forward_progress', '.amdhsa_exception_fp_ieee_invalid_op',
         '.amdhsa_exception_fp_denorm_src', '.amdhsa_exception_fp_ieee_div_zero',
         '.amdhsa_exception_fp_ieee_overflow', '.amdhsa_exception_fp_ieee_underflow',
         '.amdhsa_exception_fp_ieee_inexact', '.amdhsa_exception_int_div_zero',
         '.amdhsa_round_robin_scheduling']
BITS2 = ['.amdhsa_system_vgpr_workitem_id', '.amdhsa_float_round_mode_32', '.amdhsa_float_round_mode_16_64',
         '.amdhsa_float_denorm_mode_32', '.amdhsa_float_denorm_mode_16_64']
WORDS = ['.amdhsa_group_segment_fixed_size', '.amdhsa_private_segment_fixed_size', '.amdhsa_kernarg_size']

NOT_ON = {
    'gfx9': {'.amdhsa_wavefront_size32', '.amdhsa_enable_private_segment', '.amdhsa_tg_split',
             '.amdhsa_workgroup_processor_mode', '.amdhsa_memory_ordered', '.amdhsa_forward_progress',
             '.amdhsa_round_robin_scheduling', '.amdhsa_shared_vgpr_count', '.amdhsa_accum_offset',
             '.amdhsa_user_sgpr_kernarg_preload_length', '.amdhsa_user_sgpr_kernarg_preload_offset'},
    'gfx90a': {'.amdhsa_wavefront_size32', '.amdhsa_enable_private_segment', '.amdhsa_workgroup_processor_mode',
               '.amdhsa_memory_ordered', '.amdhsa_forward_progress', '.amdhsa_round_robin_scheduling',
               '.amdhsa_shared_vgpr_count'},
    'gfx10': {'.amdhsa_enable_private_segment', '.amdhsa_tg_split', '.amdhsa_round_robin_scheduling',
              '.amdhsa_accum_offset', '.amdhsa_user_sgpr_kernarg_preload_length',
              '.amdhsa_user_sgpr_kernarg_preload_offset'},
    'gfx11': {'.amdhsa_user_sgpr_private_segment_buffer', '.amdhsa_user_sgpr_flat_scratch_init',
              '.amdhsa_system_sgpr_private_segment_wavefront_offset', '.amdhsa_reserve_flat_scratch',
              '.amdhsa_tg_split', '.amdhsa_round_robin_scheduling', '.amdhsa_accum_offset',
              '.amdhsa_user_sgpr_kernarg_preload_length', '.amdhsa_user_sgpr_kernarg_preload_offset'},
}

def family(target):
    if target.startswith('gfx90a'): return 'gfx90a'
    if target.startswith('gfx9'): return 'gfx9'
    if target.startswith('gfx10'): return 'gfx10'
    return 'gfx11'

def random_case(rng, target):
    gfx90a = target.startswith('gfx90a')
    bad = NOT_ON[family(target)]
    def pick(name, p):
        return rng.random() < (0.01 if name in bad else p)
    xnack_on = target in ('gfx900', 'gfx900:xnack+', 'gfx90a', 'gfx90a:sramecc-:xnack+')
    d = []
    maxv = 520 if gfx90a else 300
    nv = rng.choice([0, 1, 3, 4, 5, 8, 9, 16, 17, 24, 32, 33, 64, 100, 128, 200, 255, 256, 257, rng.randrange(maxv),
                     rng.randrange(maxv), rng.randrange(maxv)])
    if rng.random() < 0.97: d.append(('.amdhsa_next_free_vgpr', nv))
    ns = rng.choice([0, 1, 2, 7, 8, 9, 15, 16, 17, 24, 40, 64, 96, 97, 100, 102, 103, 106, 107, rng.randrange(110)])
    if rng.random() < 0.97: d.append(('.amdhsa_next_free_sgpr', ns))
    if pick('.amdhsa_accum_offset', 0.97):
        top = max(4, (max(nv, 1) + 3) // 4 * 4)
        d.append(('.amdhsa_accum_offset', rng.choice([4, top, min(256, top), rng.randrange(1, 66) * 4, 6, 260])))
    for name in BITS1:
        if pick(name, 0.3):
            if name == '.amdhsa_reserve_xnack_mask' and rng.random() < 0.8:
                d.append((name, 1 if xnack_on else 0))
            else:
                d.append((name, rng.choice([0, 1, 1, 1, 2] if rng.random() < 0.05 else [0, 1])))
    for name in BITS2:
        if pick(name, 0.4): d.append((name, rng.choice([0, 1, 2, 3, 3, 4] if rng.random() < 0.05 else [0, 1, 2, 3])))
    for name in WORDS:
        if rng.random() < 0.3:
            d.append((name, rng.choice([0, 4, 28, 256, 65536, rng.randrange(1 << 32), rng.randrange(1 << 32), 4294967295])
                      if rng.random() < 0.97 else 4294967296))
    if pick('.amdhsa_shared_vgpr_count', 0.2):
        d.append(('.amdhsa_shared_vgpr_count', rng.choice([0, 1, 2, 7, 8, 15, 16])))
    if rng.random() < 0.2:
        d.append(('.amdhsa_user_sgpr_count', rng.choice([0, 2, 4, 6, 8, 10, 15, 16, 31, 32])))
    if pick('.amdhsa_user_sgpr_kernarg_preload_length', 0.3):
        d.append(('.amdhsa_user_sgpr_kernarg_preload_length', rng.choice([0, 1, 2, 8, 16, 17])))
    if pick('.amdhsa_user_sgpr_kernarg_preload_offset', 0.3):
        d.append(('.amdhsa_user_sgpr_kernarg_preload_offset', rng.choice([0, 1, 3, 100, 511, 512, 1023, 1024])))
    if rng.random() < 0.03: d.append(('.amdhsa_bogus_directive', 1))
    if rng.random() < 0.03 and d: d.append(rng.choice(d))
    if rng.random() < 0.03 and d:
        i = rng.randrange(len(d)); d[i] = (d[i][0], -1)
    rng.shuffle(d)
    return d

FIXED = [
    # (target, cov, directives)
    ('gfx900', 5, [('.amdhsa_next_free_vgpr', 3), ('.amdhsa_next_free_sgpr', 8)]),
    ('gfx900', 5, [('.amdhsa_user_sgpr_private_segment_buffer', 1), ('.amdhsa_user_sgpr_kernarg_segment_ptr', 1),
                   ('.amdhsa_kernarg_size', 8), ('.amdhsa_next_free_vgpr', 3), ('.amdhsa_next_free_sgpr', 8),
                   ('.amdhsa_reserve_vcc', 0), ('.amdhsa_reserve_flat_scratch', 0), ('.amdhsa_reserve_xnack_mask', 1)]),
    ('gfx1100', 5, [('.amdhsa_next_free_vgpr', 9), ('.amdhsa_next_free_sgpr', 16), ('.amdhsa_user_sgpr_count', 15),
                    ('.amdhsa_user_sgpr_dispatch_ptr', 1), ('.amdhsa_user_sgpr_kernarg_segment_ptr', 1)]),
    ('gfx1030', 5, [('.amdhsa_next_free_vgpr', 1), ('.amdhsa_next_free_sgpr', 1), ('.amdhsa_wavefront_size32', 0),
                    ('.amdhsa_shared_vgpr_count', 15)]),
    ('gfx1030', 5, [('.amdhsa_next_free_vgpr', 200), ('.amdhsa_next_free_sgpr', 1), ('.amdhsa_wavefront_size32', 0),
                    ('.amdhsa_shared_vgpr_count', 8)]),
    ('gfx1030', 5, [('.amdhsa_next_free_vgpr', 1), ('.amdhsa_next_free_sgpr', 1), ('.amdhsa_wavefront_size32', 1),
                    ('.amdhsa_shared_vgpr_count', 1)]),
    ('gfx1030', 5, [('.amdhsa_next_free_vgpr', 1), ('.amdhsa_next_free_sgpr', 1), ('.amdhsa_shared_vgpr_count', 1)]),
    ('gfx90a', 5, [('.amdhsa_next_free_vgpr', 9), ('.amdhsa_next_free_sgpr', 1), ('.amdhsa_accum_offset', 16)]),
    ('gfx90a', 5, [('.amdhsa_next_free_vgpr', 0), ('.amdhsa_next_free_sgpr', 1), ('.amdhsa_accum_offset', 4)]),
    ('gfx90a', 5, [('.amdhsa_next_free_vgpr', 512), ('.amdhsa_next_free_sgpr', 1), ('.amdhsa_accum_offset', 256)]),
    ('gfx90a', 5, [('.amdhsa_next_free_vgpr', 1), ('.amdhsa_next_free_sgpr', 1), ('.amdhsa_accum_offset', 4),
                   ('.amdhsa_user_sgpr_kernarg_preload_length', 2), ('.amdhsa_kernarg_size', 4)]),
    ('gfx90a', 5, [('.amdhsa_next_free_vgpr', 1), ('.amdhsa_next_free_sgpr', 1), ('.amdhsa_accum_offset', 4),
                   ('.amdhsa_user_sgpr_kernarg_preload_length', 2), ('.amdhsa_user_sgpr_kernarg_preload_offset', 1),
                   ('.amdhsa_kernarg_size', 12)]),
    ('gfx900', 5, [('.amdhsa_next_free_vgpr', 1), ('.amdhsa_next_free_sgpr', 1), ('.amdhsa_user_sgpr_count', 4294967300)]),
    ('gfx900', 5, [('.amdhsa_next_free_vgpr', 4294967297), ('.amdhsa_next_free_sgpr', 1)]),
    ('gfx900', 4, [('.amdhsa_next_free_vgpr', 1), ('.amdhsa_next_free_sgpr', 1), ('.amdhsa_uses_dynamic_stack', 1)]),
    ('gfx900', 6, [('.amdhsa_next_free_vgpr', 1), ('.amdhsa_next_free_sgpr', 1), ('.amdhsa_uses_dynamic_stack', 1)]),
    ('gfx900', 5, [('.amdhsa_next_free_vgpr', 1)]),
    ('gfx900', 5, [('.amdhsa_next_free_sgpr', 1)]),
    ('gfx1100', 5, [('.amdhsa_next_free_vgpr', 1), ('.amdhsa_next_free_sgpr', 107)]),
    ('gfx900', 5, [('.amdhsa_next_free_vgpr', 1), ('.amdhsa_next_free_sgpr', 103)]),
    ('gfx900', 5, [('.amdhsa_next_free_vgpr', 1), ('.amdhsa_next_free_sgpr', 102)]),
]

def gen_kd():
    rng = random.Random(20240519)
    cases = list(FIXED)
    names = list(TARGETS)
    for i in range(580):
        target = names[i % len(names)]
        cov = rng.choice([4, 5, 5, 5, 6])
        cases.append((target, cov, random_case(rng, target)))
    with open(os.path.join(HERE, 'kd_builder_cases.txt'), 'w') as f:
        f.write('# .amdhsa_kernel directive blocks and the 64 descriptor bytes llvm-mc-19 assembles them to\n')
        f.write('# (or its error). Generated by gen_golden.py kd; do not edit.\n')
        for target, cov, d in cases:
            f.write(f'case {target} {cov}\n')
            for name, v in d: f.write(f'  {name} {v}\n')
            f.write(mc_kd(target, cov, d) + '\n')
    print(f'kd: {len(cases)} cases')

# ---------------------------------------------------------------------------------------
# kdprint: descriptor bytes -> llvm-objdump-19 text
# ---------------------------------------------------------------------------------------
def objdump_kd(target, cov, kd):
    base = [('.amdhsa_next_free_vgpr', 1), ('.amdhsa_next_free_sgpr', 1)]
    if target.startswith('gfx90a'): base.append(('.amdhsa_accum_offset', 4))
    with tempfile.TemporaryDirectory() as t:
        src, obj = os.path.join(t, 'a.s'), os.path.join(t, 'a.o')
        open(src, 'w').write(kd_source(cov, base))
        r = run([MC, '-triple=amdgcn-amd-amdhsa'] + TARGETS[target] + ['-filetype=obj', src, '-o', obj])
        if r.returncode: raise RuntimeError(r.stderr)
        data = bytearray(open(obj, 'rb').read())
        shoff, = struct.unpack_from('<Q', data, 0x28)
        shnum, shstrndx = struct.unpack_from('<HH', data, 0x3c)
        shs = [struct.unpack_from('<IIQQQQIIQQ', data, shoff + 64 * i) for i in range(shnum)]
        stro = shs[shstrndx][4]
        for sh in shs:
            if data[stro + sh[0]:data.index(b'\0', stro + sh[0])] == b'.rodata':
                data[sh[4]:sh[4] + 64] = kd
        open(obj, 'wb').write(data)
        out = run([OBJDUMP, '-D', '--disassemble-symbols=k.kd', obj]).stdout
        return out[out.index('<k.kd>:\n') + len('<k.kd>:\n'):]

def gen_kdprint():
    rng = random.Random(77)
    cases = []
    # descriptors from the builder goldens (valid ones), then targeted bit patterns, then noise
    valid = []
    for line in open(os.path.join(HERE, 'kd_builder_cases.txt')):
        if line.startswith('case '): cur = line.split()[1:]
        if line.startswith('expect '): valid.append((cur[0], int(cur[1]), bytes.fromhex(line.split()[1])))
    rng.shuffle(valid)
    cases += valid[:80]
    names = list(TARGETS)
    for i in range(170):
        target = names[i % len(names)]
        cov = rng.choice([4, 5, 6])
        kd = bytearray(valid[rng.randrange(len(valid))][2])
        kind = rng.randrange(6)
        if kind == 0:   # one random bit anywhere in the words
            off = rng.choice([44, 48, 52, 56, 58]); bit = rng.randrange(16 if off >= 56 else 32)
            v = int.from_bytes(kd[off:off + (2 if off >= 56 else 4)], 'little') ^ (1 << bit)
            kd[off:off + (2 if off >= 56 else 4)] = v.to_bytes(2 if off >= 56 else 4, 'little')
        elif kind == 1:  # random words
            for off in (44, 48, 52): kd[off:off + 4] = rng.randrange(1 << 32).to_bytes(4, 'little')
        elif kind == 2:  # random segment sizes and a reserved byte
            kd[0:12] = bytes(rng.randrange(256) for _ in range(12))
            if rng.random() < 0.3: kd[rng.choice([12, 30, 43, 61])] = rng.randrange(1, 256)
        elif kind == 3:  # code properties and preload
            kd[56:60] = rng.randrange(1 << 32).to_bytes(4, 'little')
        elif kind == 4:  # valid-looking flags with the SGPR granule set (clang-19 -c on gfx10+)
            v = int.from_bytes(kd[48:52], 'little') | (rng.randrange(16) << 6)
            kd[48:52] = v.to_bytes(4, 'little')
        else:            # all random
            kd = bytearray(rng.randrange(256) for _ in range(64))
        cases.append((target, cov, bytes(kd)))
    with open(os.path.join(HERE, 'kd_print_cases.txt'), 'w') as f:
        f.write('# Kernel descriptor bytes and what `llvm-objdump-19 -D --disassemble-symbols=k.kd` prints for\n')
        f.write('# them (after the "<k.kd>:" line). Generated by gen_golden.py kdprint; do not edit.\n')
        for target, cov, kd in cases:
            f.write(f'case {target} {cov} {kd.hex()}\n')
            for l in objdump_kd(target, cov, kd).splitlines(): f.write('| ' + l + '\n')
            f.write('end\n')
    print(f'kdprint: {len(cases)} cases')

# ---------------------------------------------------------------------------------------
# objects: clang-19 -S -> llvm-mc-19 -> ld.lld-19 -shared, plus clang-19 one-step objects
# ---------------------------------------------------------------------------------------
OBJECTS = [
    # (name, source, target, extra clang flags)
    ('vadd-gfx900', 'vadd.cl', 'gfx900', []),
    ('vadd-gfx90a', 'vadd.cl', 'gfx90a', []),
    ('vadd-gfx1030', 'vadd.cl', 'gfx1030', []),
    ('vadd-gfx1100', 'vadd.cl', 'gfx1100', []),
    ('vadd-cov4-gfx900', 'vadd.cl', 'gfx900', ['-mcode-object-version=4']),
    ('multi-gfx900', 'multi.cl', 'gfx900', []),
    ('multi-gfx1100', 'multi.cl', 'gfx1100', []),
    ('kinds-gfx900', 'kinds.cl', 'gfx900', []),
    ('kinds-gfx1100', 'kinds.cl', 'gfx1100', []),
    ('saxpy-gfx90a', 'saxpy.hip', 'gfx90a', []),
    ('saxpy-gfx1100', 'saxpy.hip', 'gfx1100', []),
    ('asm-store42-gfx900', 'asm-store42.s', 'gfx900', []),
    ('asm-data-gfx900', 'asm-data.s', 'gfx900', []),
    ('asm-gfx1100', 'asm-gfx1100.s', 'gfx1100', []),
]

def clang_cmd(src, target, flags, out, mode):
    path = os.path.join(HERE, 'src', src)
    if src.endswith('.hip'):
        return ['clang++-19', '-x', 'hip', '--cuda-device-only', f'--offload-arch={target}', '-nogpulib', '-nogpuinc',
                '-O3', mode, path, '-o', out] + flags
    return [CLANG, '-x', 'cl', '-cl-std=CL2.0', '-target', 'amdgcn-amd-amdhsa', f'-mcpu={target}', '-nogpulib', '-O2',
            mode, path, '-o', out] + flags

def check(cmd):
    r = run(cmd)
    if r.returncode: raise RuntimeError(' '.join(cmd) + '\n' + r.stderr)
    return r.stdout

def kd_symbols(obj):
    out = check([READELF, '-s', '-W', obj])
    return sorted({l.split()[-1] for l in out.splitlines() if l.split() and l.split()[-1].endswith('.kd')})

def objdump_kds(obj):
    syms = kd_symbols(obj)
    out = check([OBJDUMP, '-D', '--disassemble-symbols=' + ','.join(syms), obj])
    return out[out.index('Disassembly of section'):]

def gen_objects():
    for name, src, target, flags in OBJECTS:
        d = lambda ext: os.path.join(HERE, name + ext)
        asm = os.path.join(HERE, 'src', src) if src.endswith('.s') else d('.s')
        if not src.endswith('.s'): check(clang_cmd(src, target, flags, d('.s'), '-S'))
        check([MC, '-triple=amdgcn-amd-amdhsa', f'-mcpu={target}', '-filetype=obj', asm, '-o', d('.o')])
        check([LLD, '-shared', d('.o'), '-o', d('.hsaco')])
        open(d('.kd.txt'), 'w').write(objdump_kds(d('.hsaco')))
        open(d('.notes.txt'), 'w').write(check([READELF, '--notes', d('.hsaco')]))
        if name.startswith('vadd') and not flags:
            with tempfile.TemporaryDirectory() as t:
                o = os.path.join(t, 'c.o')
                check(clang_cmd(src, target, flags, o, '-c'))
                check([LLD, '-shared', o, '-o', d('.clang.hsaco')])
            open(d('.clang.kd.txt'), 'w').write(objdump_kds(d('.clang.hsaco')))
        print('objects:', name)

# ---------------------------------------------------------------------------------------
# metadata: YAML documents -> llvm-mc-19 note bytes and llvm-readelf-19's YAML for them
# ---------------------------------------------------------------------------------------
KERNEL = """  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 3
    .max_flat_workgroup_size: 256
"""
SCALARS = ['1.5', '-1.5', '.5', '1e3', 'inf', '.inf', 'nan', '1e400', '-0', '+5', '18446744073709551615',
           '18446744073709551616', '-9223372036854775808', '-9223372036854775809', '0b101', '0B11', '0o17', '0O17',
           '017', '08', '0x1F', '0X1f', '0x', '1_000', 'True', 'TRUE', 'tRue', 'on', 'On', 'oN', 'n', 'N', 'no',
           'Off', 'yes', 'YES', 'Yes', 'y', '~', 'null', 'a b   c', 'a # comment', '"\\x41\\u00e9"', '"12"',
           '"true"', "'it''s'", "'float*'", "''", '"a\\tb"', '300', '70000', '5000000000', '-100', '-40000',
           '-3000000000', '-32', '-33', '127', '128', '255', '256', '65535', '65536', '4294967295', '4294967296',
           '0x1p3', '1.', '!str 12', '!!str 12', '!int 0x10', '!bool yes', '!float 2', '!nil x', '&anchor 5',
           '"' + 'a' * 31 + '"', '"' + 'b' * 32 + '"', '"' + 'c' * 255 + '"', '"' + 'd' * 256 + '"',
           '[ ]', '{ }', '[ a, [ b, c ], { d: 1 } ]', '{b: 1, a: 2, 1: 3, true: 4, -1: 5}', '[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16]',
           "'12'", "'yes'", "'nan'", "' lead'", "'trail '", "'a:b'", "'-x'", "'a/b'", "'#a'", "'[x]'", '"nl\\nx"',
           '"\\u00e9t\\u00e9"', '"\\x7f"', '"\\x01"', '"\\e\\a"', '"\\u2028"', '"\\u0085"', '"\\u00a0"']
BLOCKS = [
    'x.foo:\n  - 1\n  - two\n  -\n    - 3\n  - - 4\n    - 5\n  - k: v\n    j: w',
    'x.foo:\n  k1: 1\n  k0: 2\n  nested:\n    deeper: [ 1, { a: b } ]',
    'x.foo:\n- same indent\n- list',
    'x.foo: |\n  abc\n  def\nx.bar: 1',
    'x.foo: >\n  abc\n  def\n\n  ghi\nx.bar: 1',
    'x.foo: |-\n  kept\nx.bar: 1',
    'x.foo: abc\n  def\n  ghi\nx.bar: 1',
    'x.foo: "multi\n  line"\nx.bar: 1',
    'x.foo: [ 1,\n  2, 3 ]\nx.bar: { a: 1,\n   b: 2 }',
    'x.foo:\nx.bar: 1',
    'x.foo: {}\nx.bar: []',
    '"quoted key": 1\n\'single key\': 2',
    'x.foo: 1\nx.foo: 2',
    'x.foo: a: b',
    'x.foo: [ 1, 2',
    'x.foo: "unterminated',
    'x.k: { "-x": 1, "a:b": 2, "#x": 3, " sp": 4, "true": 5, "x y": 6, "!t": 7, "[a]": 8, "a#b": 9, "null": 11, '
    '"\\u00e9": 12, "a/b": 13, "\'q": 14, "tab\\tx": 15, "nl\\nx": 16, "-": 18, "?x": 19, "x:": 20, "%x": 21, '
    '"@x": 22, "`x": 23, "|x": 24, ">x": 25, "*x": 26, "&x": 27, ",x": 28, "{x": 29, "\\\\x": 30, "x\\\\": 31, '
    '"0x10": 32, "yess": 33, "aaaaaaaaaaaaaaa": 34, "bbbbbbbbbbbbbbbb": 35 }',
]
KERNEL_VARIANTS = [
    '    .uses_dynamic_stack: 1', '    .uses_dynamic_stack: true', '    .workgroup_processor_mode: true',
    '    .workgroup_processor_mode: 1', '    .uniform_work_group_size: 1', '    .language: Fortran',
    '    .language: OpenCL C', '    .language_version: [1]', '    .language_version: [ 2, 0 ]',
    '    .reqd_workgroup_size: [1, 2]', '    .reqd_workgroup_size: [ 64, 1, 1 ]', '    .vec_type_hint: 123',
    '    .vec_type_hint: float4', '    .cluster_dims: [1, 1]', '    .foo: bar', '    .agpr_count: 4',
    '    .args:\n      - { .offset: 0, .size: 4, .value_kind: hidden_dynamic_lds_size }',
    '    .args:\n      - { .offset: 0, .size: 4, .value_kind: hidden_foo }',
    '    .args:\n      - { .offset: 0, .size: 4, .value_kind: by_value, .value_type: i32 }',
    '    .args:\n      - { .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: foo }',
    '    .args:\n      - { .offset: -1, .size: 4, .value_kind: by_value }',
    '    .args:\n      - { .offset: 0, .value_kind: by_value }',
    '    .args:\n      - { .offset: "0", .size: "4", .value_kind: by_value, .is_const: "true" }',
    '    .args:\n      - .offset: 0\n        .size: 8\n        .value_kind: global_buffer\n        .address_space: global\n        .access: read_write\n        .actual_access: write_only\n        .is_restrict: true\n        .is_volatile: false\n        .pointee_align: 16\n        .name: out\n        .type_name: \'int*\'',
]

def note_and_readelf(yaml_text):
    src = '.amdhsa_code_object_version 5\n.amdgpu_metadata\n' + yaml_text + '\n.end_amdgpu_metadata\n'
    with tempfile.TemporaryDirectory() as t:
        a, o = os.path.join(t, 'a.s'), os.path.join(t, 'a.o')
        open(a, 'w').write(src)
        r = run([MC, '-triple=amdgcn-amd-amdhsa', '-mcpu=gfx900', '-filetype=obj', a, '-o', o])
        if r.returncode:
            msgs = [l.split('error: ', 1)[1] for l in r.stderr.splitlines() if 'error: ' in l]
            return 'error ' + (msgs[0] if msgs else '?'), ''
        b = section_bytes(o, '.note', t)
        namesz, descsz = struct.unpack_from('<II', b, 0)
        desc = b[12 + ((namesz + 3) & ~3):][:descsz]
        out = check([READELF, '--notes', o])
        i = out.index('    AMDGPU Metadata:')
        return 'expect ' + desc.hex(), out[i:]

def gen_metadata():
    docs = []
    base = 'amdhsa.version: [ 1, 2 ]\namdhsa.kernels:\n' + KERNEL
    for v in SCALARS: docs.append(base + 'x.foo: ' + v + '\nx.zz: 1')
    for blk in BLOCKS: docs.append(base + blk.replace('\\n', '\n') + '\nx.zz: 1')
    for kv in KERNEL_VARIANTS: docs.append(base + kv.replace('\\n', '\n') + '\nx.zz: 1')
    docs.append('amdhsa.version: [ 1 ]\namdhsa.kernels: []')
    docs.append('amdhsa.version: [ 1, 2 ]\namdhsa.printf: [ 1 ]\namdhsa.kernels: []')
    docs.append('amdhsa.version: [ 1, 2 ]\namdhsa.printf: [ "1:1:4:%d" ]\namdhsa.kernels: []')
    docs.append('amdhsa.version: [ 1, 2 ]')
    docs.append('---\namdhsa.version: [ 1, 2 ]\namdhsa.kernels: []\n...\nignored: 1')
    docs.append('# comment\namdhsa.version: [ 1, 2 ]   # trailing\n\namdhsa.kernels: []\n---\nsecond: doc')
    with open(os.path.join(HERE, 'metadata_cases.txt'), 'w') as f:
        f.write('# .amdgpu_metadata YAML, the note bytes llvm-mc-19 makes of it (or its error) and the YAML\n')
        f.write('# llvm-readelf-19 --notes prints for them. Generated by gen_golden.py metadata; do not edit.\n')
        for d in docs:
            f.write('case\n')
            for l in d.split('\n'): f.write('| ' + l + '\n')
            res, text = note_and_readelf(d)
            f.write(res + '\n')
            for l in text.split('\n'): f.write('> ' + l + '\n')
            f.write('end\n')
    print(f'metadata: {len(docs)} cases')

if __name__ == '__main__':
    what = sys.argv[1:] or ['kd', 'kdprint']
    for w in what:
        globals()['gen_' + w]()
