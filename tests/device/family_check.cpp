// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The H200 run of a loader header's kernel family (tests/device/tune.sh): tests/device/tune.toml
// built by kiln build keeps every variant of its sgemm sweep (variants = "all"); devtune.hpp's
// sgemm_family is compiled here against HIP's NVIDIA platform (tune.sh) or, with -DKILN_CUDA_DRIVER,
// the CUDA driver API alone (sweeps.sh). Every member built for the device
// is launched through the family (launch(member, ...)) on a 512^3 problem, its grid from its own
// values (BM, BN), and checked against the host's product; then the family's choose() picks a
// member for 4096^3 by an occupancy-aware cost (waves of tiles x work per tile), printed for
// comparison with the runner's measured fastest, and so does fastest(), kiln's speed estimate. The
// last line sums it up; exit 1 on a mismatch.
#include <cmath>
#include <cstdio>
#include <vector>

#include "devtune.hpp"

int main() {
    namespace rt = kiln::runtime;
    using F = devtune::sgemm_family;
    rt::Error e;
    devtune::Library lib = devtune::Library::load(e);
    if (e) {
        std::printf("family_check: %s\n", e.message.c_str());
        return e.code == rt::Error::Code::no_device ? 3 : 1;
    }
    const F& family = lib.sgemm_variants();
    const int n = 512;
    std::vector<float> a(n * n), b(n * n), ref(n * n), c(n * n);
    for (int i = 0; i < n * n; ++i) a[i] = float((i * 7 + 3) % 17) / 16.0f, b[i] = float((i * 5 + 1) % 13) / 12.0f;
    for (int i = 0; i < n; ++i)
        for (int k = 0; k < n; ++k)
            for (int j = 0; j < n; ++j) ref[i * n + j] += a[i * n + k] * b[k * n + j];
    void *da = nullptr, *db = nullptr, *dc = nullptr;
    if (hipMalloc(&da, a.size() * 4) || hipMalloc(&db, b.size() * 4) || hipMalloc(&dc, c.size() * 4) ||
        hipMemcpy(da, a.data(), a.size() * 4, hipMemcpyHostToDevice) || hipMemcpy(db, b.data(), b.size() * 4, hipMemcpyHostToDevice)) {
        std::printf("family_check: device memory failed\n");
        return 1;
    }
    const int axis = F::axis("defines");
    int ran = 0, good = 0;
    for (int m = 0; m < static_cast<int>(F::k_size); ++m) {
        const rt::KernelFigures* f = F::k_members[m].on(family.target);
        if (!f) continue;
        const long long bm = rt::number_in(F::k_values[m][axis], "BM"), bn = rt::number_in(F::k_values[m][axis], "BN");
        (void)hipMemset(dc, 0, c.size() * 4);
        rt::Error le = family.launch(m, dim3(unsigned(n / bn), unsigned(n / bm)), dim3(256), 0, nullptr, static_cast<const float*>(da),
                                     static_cast<const float*>(db), static_cast<float*>(dc), n, n, n);
        double worst = 0;
        if (!le && hipDeviceSynchronize() == hipSuccess && hipMemcpy(c.data(), dc, c.size() * 4, hipMemcpyDeviceToHost) == hipSuccess)
            for (int i = 0; i < n * n; ++i) worst = std::fmax(worst, std::fabs(c[i] - ref[i]) / (1.0 + std::fabs(ref[i])));
        else
            worst = INFINITY;
        const bool ok = worst < 1e-4;
        ++ran, good += ok;
        std::printf("member %2d %-10s %-18s regs %3d blocks/SM %d  max rel error %.2e  %s%s%s\n", m, F::k_members[m].name,
                    F::k_values[m][axis], f->registers, f->blocks_per_cu, worst, ok ? "ok" : "FAIL", le ? ": " : "", le.message.c_str());
    }
    // 4096^3: tiles of BM x BN, each BM x BN x K multiply-adds; a wave of tiles is compute_units x
    // blocks per SM of them at once.
    const auto cost = [&](const rt::FamilyMember& v, const rt::KernelFigures& f) -> double {
        const long long bm = rt::number_in(v.values[axis], "BM"), bn = rt::number_in(v.values[axis], "BN");
        if (bm <= 0 || bn <= 0 || f.spills > 0) return rt::k_excluded;
        const long long tiles = rt::ceil_div(4096, bm) * rt::ceil_div(4096, bn);
        return double(rt::waves(tiles, family.compute_units, f.blocks_per_cu)) * double(bm * bn);
    };
    const int chosen = family.choose(cost);
    std::printf("choose() for 4096^3 on %s (%d SMs): member %d, %s %s\n", family.target.c_str(), family.compute_units, chosen,
                chosen >= 0 ? F::k_members[chosen].name : "-", chosen >= 0 ? F::k_values[chosen][axis] : "");
    // kiln's speed estimate, the tune objective's, for the same launch (issue 30): fastest(blocks).
    const int fast = family.fastest([&](const rt::FamilyMember& v) -> long long {
        const long long bm = rt::number_in(v.values[axis], "BM"), bn = rt::number_in(v.values[axis], "BN");
        return bm > 0 && bn > 0 ? rt::ceil_div(4096, bm) * rt::ceil_div(4096, bn) : 0;
    });
    std::printf("fastest() for 4096^3: member %d, %s %s\n", fast, fast >= 0 ? F::k_members[fast].name : "-",
                fast >= 0 ? F::k_values[fast][axis] : "");
    std::printf("family_check: %d of %d members computed the product\n", good, ran);
    return good == ran && ran > 0 ? 0 : 1;
}
